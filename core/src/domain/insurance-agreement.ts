import { z } from 'zod';
import { DoctorIdSchema, InsuranceAgreementIdSchema, InsuranceIdSchema } from './ids.js';

/**
 * The largest amounts the agreement's columns hold: premium numeric(12, 2), expenses numeric(14, 2). A larger number
 * (1e308 was sent) overflowed in SQL and answered 500; it is refused naming the field.
 */
export const AGREEMENT_MONEY_MAX = { premiumPerMember: 9_999_999_999.99, expensesOverall: 999_999_999_999.99 } as const;

const moneyUpTo = (noun: string, max: number) =>
  z.number().finite().min(0, `The ${noun} may not be negative`).max(max, `The ${noun} may be at most ${max}`);
/** Monthly base premium per member, US dollars. */
export const PremiumSchema = moneyUpTo('premium value', AGREEMENT_MONEY_MAX.premiumPerMember);
/** Medical expenses recorded for the year, US dollars. */
export const ExpensesSchema = moneyUpTo('expenses', AGREEMENT_MONEY_MAX.expensesOverall);
/** A share (medical-loss ratio, surplus), 0 to 1. */
export const ShareSchema = z.number().finite().min(0).max(1);
/** A payment year as the columns hold it. */
export const AgreementYearSchema = z.number().int().min(2000).max(2100);

export const InsuranceAgreementSchema = z.object({
  id: InsuranceAgreementIdSchema,
  doctorId: DoctorIdSchema,
  doctorName: z.string().nullable(),
  insuranceId: InsuranceIdSchema,
  insuranceName: z.string().nullable(),
  paymentYear: AgreementYearSchema,
  premiumPerMember: PremiumSchema,
  /** Medical-loss-ratio share, a ratio (the reports' `mrl`). */
  medicalLossRatio: ShareSchema,
  /** The doctor's share of the surplus, a ratio. */
  surplusShare: ShareSchema,
  expensesOverall: ExpensesSchema,
  active: z.boolean(),
});
/** What a doctor agreed with an insurance for a payment year: the inputs of the insurance reports. */
export type InsuranceAgreement = z.infer<typeof InsuranceAgreementSchema>;

export const InsuranceAgreementInputSchema = InsuranceAgreementSchema.omit({ doctorName: true, insuranceName: true }).extend({
  id: InsuranceAgreementIdSchema.nullable(),
});
/** Creates (id null) or updates an agreement. */
export type InsuranceAgreementInput = z.infer<typeof InsuranceAgreementInputSchema>;
