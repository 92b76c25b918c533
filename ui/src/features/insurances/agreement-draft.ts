import { type DoctorId, type InsuranceAgreement, type InsuranceAgreementInput, type InsuranceId, AGREEMENT_MONEY_MAX, REQUIRED_MESSAGE } from '@rafdesk/core';

/** The agreement form as typed: money in dollars, the two shares in percent (as the reports show them). */
export interface AgreementDraft {
  readonly id: InsuranceAgreement['id'] | null;
  readonly doctorId: DoctorId | null;
  readonly insuranceId: InsuranceId | null;
  readonly paymentYear: string;
  readonly premium: string;
  readonly surplusPercent: string;
  readonly mlrPercent: string;
  readonly expenses: string;
  readonly active: boolean;
}

export type AgreementErrors = Readonly<Partial<Record<keyof AgreementDraft, string>>>;

/** A new agreement: this payment year, active. */
export const newAgreementDraft = (year: number): AgreementDraft => ({
  id: null, doctorId: null, insuranceId: null, paymentYear: String(year), premium: '', surplusPercent: '', mlrPercent: '', expenses: '', active: true,
});

const percent = (ratio: number) => String(Math.round(ratio * 10_000) / 100);

export function draftFromAgreement(agreement: InsuranceAgreement): AgreementDraft {
  return {
    id: agreement.id, doctorId: agreement.doctorId, insuranceId: agreement.insuranceId, paymentYear: String(agreement.paymentYear),
    premium: String(agreement.premiumPerMember), surplusPercent: percent(agreement.surplusShare), mlrPercent: percent(agreement.medicalLossRatio),
    expenses: String(agreement.expensesOverall), active: agreement.active,
  };
}

function numberIn(text: string, label: string, min: number, max: number, errors: Record<string, string>, field: string): number {
  if (text.trim() === '') errors[field] = REQUIRED_MESSAGE;
  else if (!Number.isFinite(Number(text))) errors[field] = `The ${label} field must be a number`;
  else if (Number(text) < min || Number(text) > max) errors[field] = `The ${label} field must be between ${min} and ${max}`;
  return Number(text);
}

/**
 * The form's checks before it is sent: every field required, the year 2000–2100, money not negative and within its
 * column (core's bounds), shares 0–100 %
 * (the server checks the same and names the field too).
 */
export function agreementInput(draft: AgreementDraft): { input: InsuranceAgreementInput } | { errors: AgreementErrors } {
  const errors: Record<string, string> = {};
  if (draft.doctorId === null) errors.doctorId = REQUIRED_MESSAGE;
  if (draft.insuranceId === null) errors.insuranceId = REQUIRED_MESSAGE;
  const paymentYear = numberIn(draft.paymentYear, 'Payment Year', 2000, 2100, errors, 'paymentYear');
  if (!errors.paymentYear && !Number.isInteger(paymentYear)) errors.paymentYear = 'The Payment Year field must be a whole year';
  const premium = numberIn(draft.premium, 'Premium Value', 0, AGREEMENT_MONEY_MAX.premiumPerMember, errors, 'premium');
  const surplus = numberIn(draft.surplusPercent, 'Surplus Agreement', 0, 100, errors, 'surplusPercent');
  const mlr = numberIn(draft.mlrPercent, 'MLR', 0, 100, errors, 'mlrPercent');
  const expenses = numberIn(draft.expenses, 'Expenses Overall', 0, AGREEMENT_MONEY_MAX.expensesOverall, errors, 'expenses');
  if (Object.keys(errors).length > 0 || draft.doctorId === null || draft.insuranceId === null) return { errors };
  return { input: {
    id: draft.id, doctorId: draft.doctorId, insuranceId: draft.insuranceId, paymentYear, premiumPerMember: premium,
    surplusShare: surplus / 100, medicalLossRatio: mlr / 100, expensesOverall: expenses, active: draft.active,
  } };
}
