import { z } from 'zod';
import type { DiagnosisSource } from './diagnosis-source.js';

const IsoDateSchema = z.string({ error: 'a date as YYYY-MM-DD' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'a date as YYYY-MM-DD', abort: true }).refine((text) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}, 'a real calendar date');

// Each field says what it takes, in words for people: a validator's own wording ("expected number, received NaN")
// is for programmers, and the terminal, the calculator and the API all show these.
const AGE = 'a whole number of years from 0 to 130';
const FLAG = 'true or false';

/**
 * A beneficiary as callers give it: `age` (as of February 1 of the payment year) or `dob` with an optional
 * `asOf` date, sex, dual status, institutional, new enrollee, SNP new enrollee, OREC, ESRD. Defaults: not
 * dual, community, continuing enrollee, OREC 0, no ESRD.
 */
export const BeneficiaryInputSchema = z
  .object({
    age: z.number({ error: AGE }).int({ error: AGE }).min(0, { error: AGE }).max(130, { error: AGE }).optional(),
    dob: IsoDateSchema.optional(),
    asOf: IsoDateSchema.optional(),
    sex: z.enum(['M', 'F'], { error: 'M or F' }),
    dual: z.enum(['non', 'partial', 'full'], { error: 'non, partial or full' }).default('non'),
    institutional: z.boolean({ error: FLAG }).default(false),
    newEnrollee: z.boolean({ error: FLAG }).default(false),
    snp: z.boolean({ error: FLAG }).default(false),
    orec: z
      .union([z.enum(['0', '1', '2', '3']), z.literal([0, 1, 2, 3])], { error: '0, 1, 2 or 3 (the original reason for entitlement)' })
      .default('0')
      .transform((value) => Number(value) as 0 | 1 | 2 | 3),
    esrd: z.boolean({ error: FLAG }).default(false),
  })
  .refine((input) => input.age !== undefined || input.dob !== undefined, { message: 'give age or dob', path: ['age'] });
/** A beneficiary as callers give it (see {@link BeneficiaryInputSchema}). */
export type BeneficiaryInput = z.input<typeof BeneficiaryInputSchema>;
/** A validated beneficiary. */
export type Beneficiary = z.output<typeof BeneficiaryInputSchema>;

/** A beneficiary and the diagnosis codes to score. */
export interface RafInput extends BeneficiaryInput {
  readonly diagnoses: readonly string[];
  /** Where each diagnosis was documented (`sources[i]` for `diagnoses[i]`; missing: face-to-face). */
  readonly sources?: readonly (DiagnosisSource | undefined)[];
  /** The beneficiary switched from one MA organization to another (keeps unlinked chart reviews). */
  readonly switchedOrganization?: boolean;
}

/** Whole years from a date of birth to a date (both YYYY-MM-DD). */
export function ageOn(dob: string, asOf: string): number {
  const [by = 0, bm = 0, bd = 0] = dob.split('-').map(Number);
  const [ay = 0, am = 0, ad = 0] = asOf.split('-').map(Number);
  return ay - by - (am < bm || (am === bm && ad < bd) ? 1 : 0);
}

/** February 1 of the payment year: the date CMS computes ages on. */
export const ageDateOf = (year: number): string => `${year}-02-01`;
