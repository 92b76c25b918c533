import { z } from 'zod';
import { IsoDateSchema } from '../domain/calendar-date.js';
import { SexSchema } from '../domain/sex.js';
import { PaymentFactsSchema, type BeneficiaryDemographics } from '../domain/patient-esrd.js';
import { FACTOR_STATUSES, type FactorSetting } from '../raf/data/payment-years.js';
import { FactorSettingsSchema } from '../usecases/raf-factors/raf-factors.js';
import type { RecordPaymentFigures } from '../coding/record-payment-figures.js';

/** How sure a CMS factor is (the Rate Announcement's final, the Advance Notice's proposed, a secondary source's, or unconfirmed). */
const FactorStatusSchema = z.enum(FACTOR_STATUSES);

/** What the RAF engine needs of a record's patient, as GetRecordScoring sends it. */
export const WireRecordScoringSchema = z.object({
  paymentYear: z.number().int(),
  sex: SexSchema,
  dob: IsoDateSchema,
  dualStatus: z.enum(['none', 'full', 'partial']),
  institutional: z.boolean(),
  newEnrollee: z.boolean(),
  originalReasonForEntitlement: z.number().int().min(0).max(3),
  /** ESRD status, months since a transplant and the Part D low-income subsidy, under the names of the patient form. */
  ...PaymentFactsSchema.shape,
  /** The administrator's values for unconfirmed payment-year factors, so the browser scores as the server does. */
  rafFactors: FactorSettingsSchema.default([]),
  /** The card's factor status and Part D score as the server works them out (absent from an older server). */
  paymentFigures: z.object({
    totalStatus: FactorStatusSchema.nullable(),
    partD: z.object({ score: z.number().finite().nullable(), status: FactorStatusSchema.nullable(), note: z.string().nullable(), lowIncome: z.boolean() }),
  }).optional(),
});
export type WireRecordScoring = z.infer<typeof WireRecordScoringSchema>;

/** A record's scoring demographics under internal names. */
export interface RecordScoring extends BeneficiaryDemographics {
  readonly paymentYear: number;
  readonly rafFactors: readonly FactorSetting[];
  readonly paymentFigures?: RecordPaymentFigures;
}

export function toWireRecordScoring(scoring: RecordScoring): WireRecordScoring {
  const { dateOfBirth, ...rest } = scoring;
  return { ...rest, rafFactors: [...rest.rafFactors], dob: dateOfBirth };
}

export function fromWireRecordScoring(wire: WireRecordScoring): RecordScoring {
  const { dob, ...rest } = wire;
  return { ...rest, dateOfBirth: dob };
}
