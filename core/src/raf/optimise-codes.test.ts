import { describe, expect, it } from 'vitest';
import { optimiseCodes } from './optimise-codes.js';

const who = { age: 72, sex: 'F' as const };
const verdicts = (pasted: string[], existing: string[] = [], year: 2025 | 2026 = 2026) =>
  optimiseCodes({ ...who, pasted, existing }, { year })._unsafeUnwrap().map((code) => [code.code, code.keep, code.reason?.kind ?? code.hccs.join(' ')]);

describe('optimiseCodes', () => {
  it('keeps codes that raise a counting HCC and gives every other pasted code its reason', () => {
    expect(verdicts(['E1122', 'e11.22', 'E1010', '?', 'E11', 'Z0000', 'I110'])).toEqual([
      ['E1122', false, 'trumped'],
      ['E1122', false, 'duplicate'],
      ['E1010', true, 'HCC36'],
      ['?', false, 'invalid'],
      ['E11', false, 'not-billable'],
      ['Z0000', false, 'unmapped'],
      ['I110', true, 'HCC226'],
    ]);
  });

  it('drops a pasted code whose HCC an existing code already raises, or that an existing code trumps', () => {
    const result = optimiseCodes({ ...who, pasted: ['E1121', 'E1122'], existing: ['E1010'] }, { year: 2026 })._unsafeUnwrap();
    expect(result.map((code) => code.reason)).toEqual([
      { kind: 'trumped', hccs: ['HCC37'], by: 'HCC36', byLabel: 'Diabetes with Severe Acute Complications' },
      { kind: 'trumped', hccs: ['HCC37'], by: 'HCC36', byLabel: 'Diabetes with Severe Acute Complications' },
    ]);
    expect(verdicts(['I110'], ['I130'])).toEqual([['I110', false, 'already-raised']]);
  });

  it('keeps a code in a blend year when either model counts it, naming the HCCs per model', () => {
    const [code] = optimiseCodes({ ...who, pasted: ['I110'] }, { year: 2025 })._unsafeUnwrap();
    expect(code).toMatchObject({ keep: true, hccs: ['V24:HCC85', 'V28:HCC226'] });
  });
});
