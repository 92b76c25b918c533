import { z } from 'zod';

export const SexSchema = z.enum(['M', 'F']);
/** Gender as the lookup values it: M or F. */
export type Sex = z.infer<typeof SexSchema>;

export const SEX_LABELS = { M: 'Male', F: 'Female' } as const satisfies Record<Sex, string>;
export const SexLabelSchema = z.enum(['Male', 'Female']);
export type SexLabel = z.infer<typeof SexLabelSchema>;

/** "Male" for M, "Female" otherwise (the Smart PN rule). */
export function sexLabel(sex: Sex): SexLabel {
  return SEX_LABELS[sex];
}

/** The sex a label names, or null for an unknown label. */
export function sexFromLabel(label: string): Sex | null {
  if (label === SEX_LABELS.M) return 'M';
  if (label === SEX_LABELS.F) return 'F';
  return null;
}

export const GenderOptionSchema = z.object({ value: SexSchema, label: z.string() });
/** One entry of the genders lookup. */
export type GenderOption = z.infer<typeof GenderOptionSchema>;
