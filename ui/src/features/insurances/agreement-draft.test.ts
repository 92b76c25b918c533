import { describe, expect, it } from 'vitest';
import { AGREEMENT_MONEY_MAX, type DoctorId, type InsuranceAgreement, type InsuranceId } from '@rafdesk/core';
import { agreementInput, draftFromAgreement, newAgreementDraft } from './agreement-draft.js';

const FILLED = { ...newAgreementDraft(2027), doctorId: 4 as DoctorId, insuranceId: 1 as InsuranceId, premium: '1085', surplusPercent: '50', mlrPercent: '85.5', expenses: '1450000' };

describe('agreementInput', () => {
  it('requires every field and names each one', () => {
    expect(agreementInput(newAgreementDraft(2027))).toEqual({ errors: {
      doctorId: 'This field is required', insuranceId: 'This field is required', premium: 'This field is required',
      surplusPercent: 'This field is required', mlrPercent: 'This field is required', expenses: 'This field is required',
    } });
  });

  it('refuses shares outside 0–100 %, negative money, text for numbers and a year outside 2000–2100', () => {
    expect(agreementInput({ ...FILLED, surplusPercent: '150', premium: '-1', expenses: 'lots', paymentYear: '1999' })).toEqual({ errors: {
      surplusPercent: 'The Surplus Agreement field must be between 0 and 100', premium: `The Premium Value field must be between 0 and ${AGREEMENT_MONEY_MAX.premiumPerMember}`,
      expenses: 'The Expenses Overall field must be a number', paymentYear: 'The Payment Year field must be between 2000 and 2100',
    } });
  });

  it('sends the shares as ratios and reads them back as the percentages typed', () => {
    const result = agreementInput(FILLED);
    expect(result).toEqual({ input: {
      id: null, doctorId: 4, insuranceId: 1, paymentYear: 2027, premiumPerMember: 1085, surplusShare: 0.5, medicalLossRatio: 0.855, expensesOverall: 1450000, active: true,
    } });
    if (!('input' in result)) throw new Error('no input');
    const stored = { ...result.input, id: 9, doctorName: 'Elena Rivera', insuranceName: 'Caribe' } as InsuranceAgreement;
    expect(draftFromAgreement(stored)).toMatchObject({ surplusPercent: '50', mlrPercent: '85.5', premium: '1085' });
  });
});
