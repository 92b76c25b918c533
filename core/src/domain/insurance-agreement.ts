import { z } from 'zod';
import { DoctorIdSchema, InsuranceAgreementIdSchema, InsuranceIdSchema } from './ids.js';

const money = z.number().finite();
const ratio = z.number().finite().min(0).max(1);

export const InsuranceAgreementSchema = z.object({
  id: InsuranceAgreementIdSchema,
  doctorId: DoctorIdSchema,
  doctorName: z.string().nullable(),
  insuranceId: InsuranceIdSchema,
  insuranceName: z.string().nullable(),
  paymentYear: z.number().int().min(2000).max(2100),
  /** Monthly base premium per member, US dollars. */
  premiumPerMember: money,
  /** Medical-loss-ratio share, a ratio (the reports' `mrl`). */
  medicalLossRatio: ratio,
  /** The doctor's share of the surplus, a ratio. */
  surplusShare: ratio,
  /** Medical expenses recorded for the year, US dollars. */
  expensesOverall: money,
  active: z.boolean(),
});
/** What a doctor agreed with an insurance for a payment year: the inputs of the insurance reports. */
export type InsuranceAgreement = z.infer<typeof InsuranceAgreementSchema>;

export const InsuranceAgreementInputSchema = InsuranceAgreementSchema.omit({ doctorName: true, insuranceName: true }).extend({
  id: InsuranceAgreementIdSchema.nullable(),
});
/** Creates (id null) or updates an agreement. */
export type InsuranceAgreementInput = z.infer<typeof InsuranceAgreementInputSchema>;
