import { describe, expect, it } from 'vitest';
import { scoreBeneficiary, type RafInput, type RafOptions } from '@rafdesk/core/raf';

// Worked by hand from ra_coefficients_2026.csv (which PY2027 keeps) and the payment-year table:
// payment = round(round(raw / normalisation, 3) × (1 − 0.059), 3); normalisation PY2026 1.067, PY2027 1.079.
const partialDualMale67: RafInput = { age: 67, sex: 'M', dual: 'partial', diagnoses: ['E1122', 'I5022', 'J449'] };
const scores = (input: RafInput, options: RafOptions) => {
  const result = scoreBeneficiary(input, options)._unsafeUnwrap();
  return [result.rawScore, result.normalizedScore, result.paymentScore];
};

describe('worked cases per payment year', () => {
  it('PY2026 V28, CPA: 0.375 + HCC37 0.166 + HCC226 0.311 + HCC280 0.321 + DIABETES_HF 0.164 + HF_CHR_LUNG 0.14 + D3 0 = 1.477 → 1.384 → 1.302', () => {
    expect(scores(partialDualMale67, { year: 2026 })).toEqual([1.477, 1.384, 1.302]);
  });

  it('PY2027 keeps the 2024 model with the PY2026 factors: the same raw 1.477 (the Advance Notice factors are not used), normalised by 1.079 (secondary source) → 1.369 → 1.288', () => {
    expect(scores(partialDualMale67, { year: 2027 })).toEqual([1.477, 1.369, 1.288]);
  });

  it('PY2027 with an audio-only J44.9: 0.375 + 0.166 + 0.311 + 0.164 + D2 0 = 1.016 → 0.942 → 0.886', () => {
    expect(scores({ ...partialDualMale67, sources: [undefined, undefined, 'audio-only'] }, { year: 2027 })).toEqual([1.016, 0.942, 0.886]);
  });

  it('PY2027 with an Admin\'s normalisation 1.072: 1.477 → 1.378 → 1.297', () => {
    const factorSettings = [{ year: 2027 as const, factor: 'normalization:V28' as const, thousandths: 1072, setBy: 'admin', setAt: '2026-11-24T00:00:00Z', note: 'test' }];
    expect(scores(partialDualMale67, { year: 2027, factorSettings })).toEqual([1.477, 1.378, 1.297]);
  });

  it('PY2025 blends 33% V24 + 67% V28, each normalised (1.153 / 1.045) and adjusted first', () => {
    const result = scoreBeneficiary({ age: 72, sex: 'F', diagnoses: ['E1122', 'I110'] }, { year: 2025 })._unsafeUnwrap();
    // V24 1.14 → 0.989 → 0.931; V28 1.033 → 0.989 → 0.931; raw 0.33 × 1.14 + 0.67 × 1.033 = 1.068
    expect(result.models.map((model) => [model.model, model.rawScore, model.normalizedScore, model.paymentScore])).toEqual([['V24', 1.14, 0.989, 0.931], ['V28', 1.033, 0.989, 0.931]]);
    expect([result.rawScore, result.paymentScore]).toEqual([1.068, 0.931]);
  });
});
