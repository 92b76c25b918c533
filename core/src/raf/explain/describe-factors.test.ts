import { describe, expect, it } from 'vitest';
import { scoreBeneficiary } from '../score-beneficiary.js';
import { scoreEsrd } from '../esrd/score-esrd.js';
import { scoreRx } from '../rx/score-rx.js';
import { FACTOR_STATUS_WORDS, settableFactors } from '../data/payment-years.js';
import { paymentFactorLines, paymentStatusOf, supplementalFactorLines } from './describe-factors.js';

describe('supplementalFactorLines and paymentStatusOf', () => {
  it('lists the ESRD normalisation and coding adjustment with their statuses, settable like the CMS-HCC ones', () => {
    const esrd = scoreEsrd({ age: 70, sex: 'F', dialysis: true, diagnoses: ['N186'] }, { year: 2026 })._unsafeUnwrap();
    const lines = supplementalFactorLines(esrd);
    expect(lines.map((line) => [line.key, line.label, line.value, line.status])).toEqual([
      ['normalization:ESRD_DIALYSIS', 'Normalisation ESRD dialysis', '1.022', 'unconfirmed'],
      ['codingAdjustment', 'MA coding adjustment', '5.9%', 'final'],
    ]);
    expect(paymentStatusOf(esrd.factorStatus, lines)).toBe('unconfirmed');
  });

  it('gives RxHCC its own coding adjustment, not settable, and the least sure status of all', () => {
    const rx = scoreRx({ age: 70, sex: 'F', diagnoses: ['E1122'] }, { year: 2027 })._unsafeUnwrap();
    const lines = supplementalFactorLines(rx);
    expect(lines.map((line) => line.key)).toEqual(['normalization:RX_MAPD', null]);
    expect(paymentStatusOf('proposed', [])).toBe('proposed');
    expect(paymentStatusOf('final', lines)).toBe('unconfirmed');
  });

  it('reads the CMS-HCC lines the same way', () => {
    const result = scoreBeneficiary({ age: 70, sex: 'F', diagnoses: [] }, { year: 2025 })._unsafeUnwrap();
    expect(paymentStatusOf(result.yearStatus, paymentFactorLines(result))).toBe('proposed');
  });

  it('words a factor from a secondary source as such: PY2027 V28 1.079 (tuva-health/tuva), settable, less sure than proposed', () => {
    const result = scoreBeneficiary({ age: 70, sex: 'F', diagnoses: [] }, { year: 2027 })._unsafeUnwrap();
    const status = paymentStatusOf(result.yearStatus, paymentFactorLines(result));
    expect(status).toBe('secondary');
    expect(FACTOR_STATUS_WORDS[status]).toBe('from a secondary source');
    expect(settableFactors(2027)).toContain('normalization:V28');
    const rx = scoreRx({ age: 70, sex: 'F', diagnoses: [] }, { year: 2026 })._unsafeUnwrap();
    expect(rx.factorStatus).toBe('secondary');
    expect(paymentStatusOf('secondary', [])).toBe('secondary');
    expect(paymentStatusOf('proposed', paymentFactorLines(result))).toBe('secondary');
    expect(paymentStatusOf('secondary', supplementalFactorLines(rx))).toBe('unconfirmed');
  });
});
