import { describe, expect, it } from 'vitest';
import { scoreBeneficiary, type PaymentYear, type RafInput } from '@rafdesk/core/raf';

// One case that drops and one that keeps for each Medicare Code Editor age and sex rule the V28 mappings
// meet: the age ranges of CMS's 2026 mapping (MCE_AGE_CONDITION, PY2026 and PY2027), and the MCE FY2019 age and
// sex lists where a year's mapping has no code-editor conditions (PY2025). CMS's 2026 software has no sex list, so
// PY2026/2027 drop no code for sex beyond the model's own edits. Applied by default, as CMS's software does.
const fateOf = (year: PaymentYear, input: Omit<RafInput, 'diagnoses'>, code: string, codeEditor?: 'report' | 'apply') => {
  const model = scoreBeneficiary({ ...input, diagnoses: [code] }, { year, model: 'V28', ...(codeEditor ? { codeEditor } : {}) })._unsafeUnwrap().models[0];
  return { hccs: model?.hccs.map((hcc) => hcc.hcc) ?? [], dropped: model?.dropped ?? [] };
};

interface Rule {
  readonly year: PaymentYear;
  readonly rule: string;
  readonly code: string;
  readonly hcc: string;
  readonly keep: { readonly age: number; readonly sex: 'M' | 'F' };
  readonly drop: { readonly age: number; readonly sex: 'M' | 'F' };
  readonly detail: string;
}

const RULES: readonly Rule[] = [
  { year: 2026, rule: 'mapping range 9–64', code: 'C58', hcc: 'HCC22', keep: { age: 40, sex: 'F' }, drop: { age: 70, sex: 'F' }, detail: 'counts only for age 9–64' },
  { year: 2026, rule: 'mapping range 15+', code: 'C9150', hcc: 'HCC19', keep: { age: 30, sex: 'M' }, drop: { age: 10, sex: 'M' }, detail: 'counts only for age 15+' },
  { year: 2026, rule: 'mapping range 0–17', code: 'C9330', hcc: 'HCC20', keep: { age: 10, sex: 'F' }, drop: { age: 40, sex: 'F' }, detail: 'counts only for age 0–17' },
  { year: 2026, rule: 'mapping range 0', code: 'E8411', hcc: 'HCC277', keep: { age: 0, sex: 'M' }, drop: { age: 1, sex: 'M' }, detail: 'counts only for age 0' },
  { year: 2025, rule: 'adult list 14+', code: 'C9150', hcc: 'HCC19', keep: { age: 14, sex: 'M' }, drop: { age: 13, sex: 'M' }, detail: 'adult code, valid for age 14+ (Medicare Code Editor)' },
  { year: 2025, rule: 'pediatric list 0–17', code: 'C9330', hcc: 'HCC20', keep: { age: 17, sex: 'F' }, drop: { age: 18, sex: 'F' }, detail: 'pediatric code, valid for age 0–17 (Medicare Code Editor)' },
  { year: 2025, rule: 'newborn list 0', code: 'E8411', hcc: 'HCC277', keep: { age: 0, sex: 'F' }, drop: { age: 2, sex: 'F' }, detail: 'newborn code, valid for age 0 (Medicare Code Editor)' },
  { year: 2025, rule: 'female-only FY2019 list', code: 'C50011', hcc: 'HCC22', keep: { age: 45, sex: 'F' }, drop: { age: 45, sex: 'M' }, detail: "female-only code (Medicare Code Editor FY2019 list, used where CMS's own edits for the year are not in the reference files)" },
  { year: 2025, rule: 'male-only FY2019 list', code: 'C50021', hcc: 'HCC23', keep: { age: 70, sex: 'M' }, drop: { age: 70, sex: 'F' }, detail: "male-only code (Medicare Code Editor FY2019 list, used where CMS's own edits for the year are not in the reference files)" },
];

describe('Medicare Code Editor age and sex edits, applied by default', () => {
  for (const rule of RULES) {
    it(`PY${rule.year} ${rule.rule}: ${rule.code} keeps ${rule.hcc} at ${rule.keep.sex} ${rule.keep.age}, drops at ${rule.drop.sex} ${rule.drop.age}`, () => {
      expect(fateOf(rule.year, rule.keep, rule.code)).toEqual({ hccs: [rule.hcc], dropped: [] });
      expect(fateOf(rule.year, rule.drop, rule.code)).toEqual({ hccs: [], dropped: [{ code: rule.code, reason: { kind: 'code-editor', detail: rule.detail } }] });
    });
  }

  it('only reports them with the report option: the code counts and the finding is listed', () => {
    const reported = scoreBeneficiary({ age: 45, sex: 'M', diagnoses: ['C50011'] }, { year: 2025, model: 'V28', codeEditor: 'report' })._unsafeUnwrap();
    expect(reported.models[0]?.hccs.map((hcc) => hcc.hcc)).toEqual(['HCC22']);
    expect(reported.codeEditor).toEqual({ mode: 'report', findings: [{ code: 'C50011', check: 'sex', detail: 'female-only code (FY2019 list)' }] });
  });

  // The FY2019 list drops C50.122 (male breast) for a woman and C79.60 (ovary) for a man; CMS's 2026 software does not.
  for (const year of [2026, 2027] as const) {
    it(`PY${year} (CMS's 2026 software, no sex list): the FY2019 sex list no longer drops C50122 for a woman or C79.60 for a man`, () => {
      expect(fateOf(year, { age: 70, sex: 'F' }, 'C50122')).toEqual({ hccs: ['HCC23'], dropped: [] });
      expect(fateOf(year, { age: 70, sex: 'M' }, 'C7960').hccs).toHaveLength(1);
      const scored = scoreBeneficiary({ age: 70, sex: 'F', diagnoses: ['C50122'] }, { year, model: 'V28' })._unsafeUnwrap();
      expect(scored.codeEditor.findings).toEqual([]);
    });
  }

  it('PY2025 (no CMS code-editor edits in its source) still drops them with the FY2019 list and says which list and why', () => {
    expect(fateOf(2025, { age: 70, sex: 'F' }, 'C50122')).toEqual({ hccs: [], dropped: [{ code: 'C50122', reason: { kind: 'code-editor', detail: "male-only code (Medicare Code Editor FY2019 list, used where CMS's own edits for the year are not in the reference files)" } }] });
  });
});
