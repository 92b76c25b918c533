import { z } from 'zod';

export const ProgramKindSchema = z.enum(['recordProgram', 'serviceRequired', 'billingProgram']);
/** Billing software, electronic record program, or an "other service" wanted. */
export type ProgramKind = z.infer<typeof ProgramKindSchema>;

export const ProgramSelectionSchema = z.object({
  kind: ProgramKindSchema,
  id: z.number().int().positive(),
  name: z.string(),
  secondaryName: z.string().nullable(),
});
/** One program or service a doctor has chosen. */
export type ProgramSelection = z.infer<typeof ProgramSelectionSchema>;

export const ProgramOptionSchema = z.object({ id: z.number().int().positive(), name: z.string() });
/** One entry of the billing-program, record-program or services lookup. */
export type ProgramOption = z.infer<typeof ProgramOptionSchema>;

export const SignUpLookupsSchema = z.object({
  billingPrograms: z.array(ProgramOptionSchema),
  recordPrograms: z.array(ProgramOptionSchema),
  services: z.array(ProgramOptionSchema),
});
/** The three lists the sign-up form offers. */
export type SignUpLookups = z.infer<typeof SignUpLookupsSchema>;

/** The name that marks the "Other" entry of the billing and record program lists. */
export const OTHER_PROGRAM_NAME = 'Other';
