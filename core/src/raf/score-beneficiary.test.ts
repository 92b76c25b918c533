import { describe, expect, it } from 'vitest';
import type { RafInput } from './beneficiary-input.js';
import type { ModelResult } from './explain/result-types.js';
import { scoreBeneficiary } from './score-beneficiary.js';
import type { RafOptions } from './scoring-plan.js';

// Hand-worked cases: every expected figure is summed by hand from the published relative factors
// (ra_coefficients_2026.csv, which PY2027 keeps) and CMS's mappings.
const aBeneficiary = (overrides: Partial<RafInput> = {}): RafInput => ({ age: 72, sex: 'F', dual: 'non', diagnoses: [], ...overrides });
const score = (input: RafInput, options: RafOptions = { year: 2026, model: 'V28' }) => scoreBeneficiary(input, options)._unsafeUnwrap();
const only = (input: RafInput, options?: RafOptions) => score(input, options).models[0] as ModelResult;
const hccsOf = (result: ModelResult) => result.hccs.map((hcc) => hcc.hcc);

describe('scoreBeneficiary, CMS-HCC V28 PY2026', () => {
  it('scores a beneficiary without diagnoses as the demographic cell alone (CNA_F70_74 0.395)', () => {
    const result = score(aBeneficiary());
    expect(result.segment.code).toBe('CNA');
    expect(result.models[0]?.demographics).toEqual([{ variable: 'CNA_F70_74', coefficient: 0.395, reason: 'female, age 72 (band 70–74)' }]);
    expect(result.rawScore).toBe(0.395);
  });

  it('adds HCCs, the interaction and the count variable: 0.395 + 0.166 + 0.36 + 0.112 + D2 0 = 1.033', () => {
    const result = only(aBeneficiary({ diagnoses: ['E11.22', 'I110'] }));
    expect(result.hccs.map((hcc) => [hcc.hcc, hcc.coefficient, hcc.codes])).toEqual([
      ['HCC37', 0.166, ['E1122']],
      ['HCC226', 0.36, ['I110']],
    ]);
    expect(result.interactions.map((term) => [term.variable, term.coefficient])).toEqual([['CNA_DIABETES_HF_V28', 0.112]]);
    expect(result.countVariable).toMatchObject({ variable: 'CNA_D2', coefficient: 0, paymentHccs: 2 });
    expect(result.rawScore).toBe(1.033);
  });

  it('normalises PY2026 by 1.067 and takes 5.9% off, rounding each step to 3 decimals: 1.033 → 0.968 → 0.911', () => {
    const result = score(aBeneficiary({ diagnoses: ['E1122', 'I110'] }), { year: 2026 });
    expect([result.rawScore, result.normalizedScore, result.paymentScore]).toEqual([1.033, 0.968, 0.911]);
  });

  it('drops a child HCC under its parent and says which HCC trumped the code (36 over 37)', () => {
    const result = only(aBeneficiary({ diagnoses: ['E1122', 'E1010'] }));
    expect(hccsOf(result)).toEqual(['HCC36']);
    expect(result.dropped).toEqual([{ code: 'E1122', reason: { kind: 'trumped', hccs: ['HCC37'], by: 'HCC36', byLabel: 'Diabetes with Severe Acute Complications' } }]);
  });

  it('applies parents in CMS macro order, so 62 + 63 + 202 keeps 202 (0.395 + 0.376 + 0.543 = 1.314)', () => {
    const result = only(aBeneficiary({ diagnoses: ['T8640', 'I8500', 'E035'] }));
    expect(hccsOf(result)).toEqual(['HCC62', 'HCC202']);
    expect(result.trumpedHccs).toEqual([{ hcc: 'HCC63', label: expect.any(String), by: 'HCC62', codes: ['I8500'] }]);
    expect(result.rawScore).toBe(1.314);
    expect(hccsOf(only(aBeneficiary({ diagnoses: ['I8500', 'E035'] })))).toEqual(['HCC63']);
  });

  it('zeroes HCC223 without another heart-failure HCC, and keeps it over 224 when there is one', () => {
    const alone = only(aBeneficiary({ diagnoses: ['T82512A'] }));
    expect(alone.dropped).toEqual([{ code: 'T82512A', reason: { kind: 'cc223-rule', hcc: 'HCC223' } }]);
    expect(alone.rawScore).toBe(0.395);
    const withHeartFailure = only(aBeneficiary({ diagnoses: ['T82512A', 'I5023'] }));
    expect(hccsOf(withHeartFailure)).toEqual(['HCC223']);
    expect(withHeartFailure.rawScore).toBe(2.9);
  });

  it('adds the originally-disabled term for an aged beneficiary first entitled by disability (0.395 + 0.228)', () => {
    const result = only(aBeneficiary({ age: 70, orec: '1' }));
    expect(result.demographics.map((term) => term.variable)).toEqual(['CNA_F70_74', 'CNA_OriginallyDisabled_Female']);
    expect(result.rawScore).toBe(0.623);
  });

  it('scores institutional beneficiaries with LTIMCAID and the disabled interactions', () => {
    expect(only(aBeneficiary({ age: 82, institutional: true, dual: 'full' })).rawScore).toBe(0.992);
    const disabled = only(aBeneficiary({ age: 62, sex: 'M', institutional: true, orec: 1, diagnoses: ['I110'] }));
    expect(disabled.interactions.map((term) => term.variable)).toEqual(['INS_DISABLED_HF_V28']);
    expect(disabled.rawScore).toBe(1.622);
  });

  it('scores a new enrollee who is also institutional with the new-enrollee factors, as CMS\'s software does', () => {
    const result = score(aBeneficiary({ age: 64, newEnrollee: true, institutional: true, diagnoses: ['E1122'] }));
    expect(result.segment.code).toBe('NE');
    expect(result.segment.reason).toMatch(/no institutional segment/);
    expect(result.rawScore).toBe(0.532);
  });

  it('scores new enrollees on their one demographic variable, a 64-year-old with OREC 0 in the 65 band', () => {
    const result = score(aBeneficiary({ age: 64, newEnrollee: true, diagnoses: ['E1122'] }));
    expect(result.segment.code).toBe('NE');
    expect(result.models[0]?.demographics.map((term) => [term.variable, term.coefficient])).toEqual([['NE_NMCAID_NORIGDIS_NEF65', 0.532]]);
    expect(result.rawScore).toBe(0.532);
    expect(score(aBeneficiary({ age: 64, newEnrollee: true, dual: 'partial' })).rawScore).toBe(0.986);
    expect(score(aBeneficiary({ age: 65, sex: 'M', newEnrollee: true, snp: true })).rawScore).toBe(0.944);
  });

  it('applies the mandatory age and sex edits (breast cancer under 50, COPD under 18, hemophilia in a female)', () => {
    expect(hccsOf(only(aBeneficiary({ age: 45, diagnoses: ['C50011'] })))).toEqual(['HCC22']);
    expect(hccsOf(only(aBeneficiary({ age: 70, diagnoses: ['C50011'] })))).toEqual(['HCC23']);
    expect(only(aBeneficiary({ age: 17, diagnoses: ['J410'] })).dropped).toEqual([{ code: 'J410', reason: { kind: 'age-sex-edit', detail: 'counts only for age 18+' } }]);
    expect(hccsOf(only(aBeneficiary({ age: 40, diagnoses: ['J410'] })))).toEqual(['HCC280']);
    expect(hccsOf(only(aBeneficiary({ sex: 'F', diagnoses: ['D66'] })))).toEqual(['HCC112']);
    expect(hccsOf(only(aBeneficiary({ sex: 'M', diagnoses: ['D66'] })))).toEqual(['HCC111']);
  });

  it('applies the code-editor edits by default, as CMS does, and only reports them when asked', () => {
    const reported = score(aBeneficiary({ diagnoses: ['C58'] }), { year: 2026, model: 'V28', codeEditor: 'report' });
    expect(hccsOf(reported.models[0] as ModelResult)).toEqual(['HCC22']);
    expect(reported.codeEditor).toEqual({ mode: 'report', findings: [{ code: 'C58', check: 'age', detail: 'valid for age 9–64 (CMS mapping)' }] });
    const applied = score(aBeneficiary({ diagnoses: ['C58'] }));
    expect(applied.codeEditor.mode).toBe('apply');
    expect(applied.models[0]?.dropped).toEqual([{ code: 'C58', reason: { kind: 'code-editor', detail: 'counts only for age 9–64' } }]);
  });

  it('says why each code did not count: invalid, not billable, unmapped, duplicate', () => {
    const result = score(aBeneficiary({ diagnoses: ['?', 'E11', 'Z0000', 'e11.22', 'E1122'] }));
    expect(result.models[0]?.dropped).toEqual([
      { code: '?', reason: { kind: 'invalid' } },
      { code: 'E11', reason: { kind: 'not-billable' } },
      { code: 'Z0000', reason: { kind: 'unmapped' } },
    ]);
    expect(result.duplicates).toEqual(['E1122']);
  });
});

describe('scoreBeneficiary, other models and years', () => {
  it('applies V24 edits: D66 in a female → 48, J410 under 18 → 112, F34.81 only at ages 6–18', () => {
    const v24 = (input: Partial<RafInput>) => hccsOf(only(aBeneficiary(input), { year: 2026, model: 'V24' }));
    expect(v24({ sex: 'F', diagnoses: ['D66'] })).toEqual(['HCC48']);
    expect(v24({ sex: 'M', diagnoses: ['D66'] })).toEqual(['HCC46']);
    expect(v24({ age: 17, diagnoses: ['J410'] })).toEqual(['HCC112']);
    expect(v24({ age: 40, diagnoses: ['J410'] })).toEqual(['HCC111']);
    expect(v24({ age: 30, diagnoses: ['F3481'] })).toEqual([]);
    expect(v24({ age: 10, diagnoses: ['F3481'] })).toEqual(['HCC59']);
  });

  it('blends PY2025 as 33% V24 + 67% V28, each normalised (1.153, 1.045) and adjusted before weighting', () => {
    const result = score(aBeneficiary({ diagnoses: ['E1122', 'I110'] }), { year: 2025 });
    expect(result.model).toBe('blend');
    expect(result.models.map((model) => [model.model, model.rawScore, model.normalizedScore, model.paymentScore])).toEqual([
      ['V24', 1.14, 0.989, 0.931],
      ['V28', 1.033, 0.989, 0.931],
    ]);
    expect([result.rawScore, result.normalizedScore, result.paymentScore]).toEqual([1.068, 0.989, 0.931]);
  });

  it('scores PY2027 with the 2024 model and the PY2026 factors CMS finalized (0.395 + 0.166 + 0.36 + 0.112 = 1.033), not the Advance Notice\'s 0.933', () => {
    const result = score(aBeneficiary({ diagnoses: ['E1122', 'I110'] }), { year: 2027 });
    expect(result.yearStatus).toBe('final');
    expect(result.modelName).toBe('2024 CMS-HCC model (V28) with the PY2026 relative factors');
    expect(result.rawScore).toBe(1.033);
    expect(result.models[0]?.codingAdjustment).toMatchObject({ value: 0.059, status: 'final', source: { document: 'CY2027 Rate Announcement', date: '2026-04-06' } });
  });

  it('normalises PY2027 by 1.079 from a secondary source (tuva-health/tuva, citing the CY2027 Rate Announcement): 1.033 → 0.957 → 0.901', () => {
    const result = score(aBeneficiary({ diagnoses: ['E1122', 'I110'] }), { year: 2027 });
    expect([result.rawScore, result.normalizedScore, result.paymentScore]).toEqual([1.033, 0.957, 0.901]);
    const normalization = result.models[0]?.normalization;
    expect(normalization).toMatchObject({ value: 1.079, status: 'secondary', source: { document: 'tuva-health/tuva (open data-warehouse model), citing the CY2027 Rate Announcement' } });
    expect(normalization?.source.note).toContain('−1.12%: 1.067 / 1.079 − 1 = −1.11%');
  });

  it('leaves out audio-only and unlinked chart review diagnoses from PY2027, naming each code and why', () => {
    const input = aBeneficiary({ diagnoses: ['E1122', 'I110', 'E1010'], sources: ['audio-only', 'face-to-face', 'chart-review-unlinked'] });
    const result = score(input, { year: 2027 });
    expect(result.models[0]?.hccs.map((hcc) => hcc.hcc)).toEqual(['HCC226']);
    expect(result.excluded.map((entry) => [entry.code, entry.source])).toEqual([['E1122', 'audio-only'], ['E1010', 'chart-review-unlinked']]);
    expect(result.excluded[0]?.reason).toMatch(/audio-only encounters do not count from PY2027 \(CY2027 Rate Announcement \(2026-04-06\)\)/);
    expect(result.rawScore).toBe(0.755);
  });

  it('keeps unlinked chart reviews of a beneficiary who switched MA organization, and counts every source before PY2027', () => {
    const switched = score(aBeneficiary({ diagnoses: ['E1010'], sources: ['chart-review-unlinked'], switchedOrganization: true }), { year: 2027 });
    expect(switched.excluded).toEqual([]);
    expect(switched.models[0]?.hccs.map((hcc) => hcc.hcc)).toEqual(['HCC36']);
    const before = score(aBeneficiary({ diagnoses: ['E1122', 'I110'], sources: ['audio-only', 'chart-review-unlinked'] }), { year: 2026, model: 'V28' });
    expect(before.excluded).toEqual([]);
    expect(before.rawScore).toBe(1.033);
  });

  it('applies an administrator\'s value for an unconfirmed factor, keeps it unconfirmed and names who set it; ignores one for a confirmed factor', () => {
    const setBy = { setBy: 'admin', setAt: '2026-11-24T10:00:00.000Z', note: 'Rate Announcement table' };
    const result = score(aBeneficiary({ diagnoses: ['E1122', 'I110'] }), {
      year: 2027,
      factorSettings: [{ year: 2027, factor: 'normalization:V28', thousandths: 1072, ...setBy }, { year: 2027, factor: 'codingAdjustment', thousandths: 100, ...setBy }],
    });
    // 1.033 / 1.072 = 0.964 (rounded), × 0.941 = 0.907
    expect([result.normalizedScore, result.paymentScore]).toEqual([0.964, 0.907]);
    expect(result.models[0]?.normalization).toEqual({ value: 1.072, status: 'unconfirmed', source: { document: 'set by admin', date: '2026-11-24', note: 'Rate Announcement table' } });
    expect(result.models[0]?.codingAdjustment.value).toBe(0.059);
  });

  it('computes the age from a date of birth on February 1 of the payment year unless told otherwise', () => {
    const { age: _age, ...withoutAge } = aBeneficiary();
    expect(score({ ...withoutAge, dob: '1954-02-02' }).beneficiary).toMatchObject({ age: 71, ageFrom: 'dob' });
    expect(score({ ...withoutAge, dob: '1954-02-01' }).beneficiary.age).toBe(72);
    expect(score({ ...withoutAge, dob: '1954-02-02', asOf: '2026-03-01' }).beneficiary.age).toBe(72);
  });

  it('refuses ESRD, a bad beneficiary and a model a year has no tables for, as error values', () => {
    expect(scoreBeneficiary(aBeneficiary({ esrd: true }))._unsafeUnwrapErr()).toEqual({ kind: 'EsrdNotSupported' });
    expect(scoreBeneficiary({ sex: 'X', diagnoses: [] } as unknown as RafInput)._unsafeUnwrapErr().kind).toBe('InvalidBeneficiary');
    expect(scoreBeneficiary(aBeneficiary(), { year: 2027, model: 'V24' })._unsafeUnwrapErr()).toEqual({ kind: 'ModelNotAvailable', model: 'V24', year: 2027 });
  });

  it('reports the engine version and a hash of the tables used', () => {
    const result = score(aBeneficiary());
    expect(result.engineVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(result.tablesHash).toMatch(/^[0-9a-f]{64}$/);
    expect(score(aBeneficiary(), { year: 2025 }).tablesHash).not.toBe(result.tablesHash);
  });
});
