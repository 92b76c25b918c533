import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLineScorer } from './line-scorer.js';
import { scoreLines } from './score-lines.js';
import { NO_SUPPLEMENTAL, type ScoreSettings } from './score-settings.js';

const canonical = fc.record(
  {
    age: fc.integer({ min: 0, max: 110 }),
    sex: fc.constantFrom('M', 'F'),
    dual: fc.constantFrom('non', 'partial', 'full'),
    institutional: fc.boolean(),
    newEnrollee: fc.boolean(),
    snp: fc.boolean(),
    orec: fc.constantFrom(0, 1, 2, 3),
    diagnoses: fc.array(fc.constantFrom('E1122', 'I110', 'E11.22', 'I5022', 'J449', 'J410', 'N184', 'N185', 'F329', 'Z0000', 'E11', 'C50911', 'C58', 'L89154', 'G309', 'I10', 'D66', 'P0411', 'I480', '?'), { maxLength: 14 }),
  },
  { requiredKeys: ['age', 'sex'] },
);
const settings = fc.constantFrom<Partial<ScoreSettings>>({ year: 2027 }, { year: 2026, codeEditor: 'report' }, { year: 2025 }, { year: 2025, model: 'V24' });

describe('rafdesk score --explain', () => {
  it('explains a line in canonical form, which it reads quickly, as it explains the same line read and validated in full', () => {
    fc.assert(
      fc.property(canonical, settings, (record, picked) => {
        const chosen: ScoreSettings = { model: undefined, year: 2027, asOf: undefined, explain: true, codeEditor: 'apply', inputFormat: 'jsonl', outputFormat: 'jsonl', csvHeader: null, supplemental: NO_SUPPLEMENTAL, ...picked };
        const quick = JSON.stringify({ id: 'x', ...record });
        // An escaped id is the same record to JSON, but the quick reader takes no escapes: this line is parsed and validated.
        const validated = quick.replace('"id":"x"', '"id":"\\u0078"');
        const output = (line: string) => new TextDecoder().decode(scoreLines(createLineScorer(chosen), line, 1).bytes);
        expect(output(quick)).toBe(output(validated));
      }),
      { numRuns: 300 },
    );
  });
});
