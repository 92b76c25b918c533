import { z } from 'zod';
import { MAX_GRAFT_MONTHS } from '../raf/esrd/esrd-status.js';
import type { IsoDate } from './calendar-date.js';
import type { Sex } from './sex.js';

export const PatientEsrdStatusSchema = z.enum(['none', 'dialysis', 'transplant']);
/**
 * A patient's end-stage renal disease status as the portal stores it: none, on dialysis, or a kidney transplant
 * (with the months since it). CMS pays an ESRD patient with the ESRD model instead of CMS-HCC.
 */
export type PatientEsrdStatus = z.infer<typeof PatientEsrdStatusSchema>;

export const PATIENT_ESRD_STATUS_LABELS = { none: 'None', dialysis: 'Dialysis', transplant: 'Kidney transplant' } as const satisfies Record<PatientEsrdStatus, string>;

/** Months since a kidney transplant as the portal stores them: the engine's range, the month of the transplant being 1. */
export const MonthsSinceTransplantSchema = z.number().int().min(1).max(MAX_GRAFT_MONTHS);

/** The facts beyond demographics that decide which payment models score a patient: ESRD status and the Part D low-income subsidy. */
export const PaymentFactsSchema = z.object({
  esrdStatus: PatientEsrdStatusSchema.default('none'),
  /** Only for a transplant; null otherwise. */
  monthsSinceTransplant: MonthsSinceTransplantSchema.nullable().default(null),
  /** Part D low-income subsidy: RxHCC scores low-income beneficiaries in their own segments. */
  lowIncomeSubsidy: z.boolean().default(false),
});
export type PaymentFacts = z.infer<typeof PaymentFactsSchema>;

/** A patient without ESRD or the low-income subsidy: what every patient stored before these facts existed is. */
export const NO_PAYMENT_FACTS: PaymentFacts = { esrdStatus: 'none', monthsSinceTransplant: null, lowIncomeSubsidy: false };

/** A patient as a RAF score of its record sees it: demographics, with the payment facts. */
export interface BeneficiaryDemographics extends Readonly<PaymentFacts> {
  readonly sex: Sex;
  readonly dateOfBirth: IsoDate;
  readonly dualStatus: 'none' | 'full' | 'partial';
  readonly institutional: boolean;
  readonly newEnrollee: boolean;
  /** CMS original reason for entitlement: 0 old age, 1 disability, 2 ESRD, 3 both. */
  readonly originalReasonForEntitlement: number;
}
