import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBatchScoring } from './score-bytes.js';
import { createLineScorer } from './line-scorer.js';
import { scoreLines } from './score-lines.js';
import { NO_SUPPLEMENTAL, type ScoreSettings } from './score-settings.js';

const code = fc.constantFrom('E1122', 'I110', 'E11.22', 'e1122', 'I5022', 'J449', 'N184', 'F329', 'Z0000', 'E11', 'C50911', 'L89154', 'G309', 'I10', '?', '', 'É119', 'QA00101', 'D66', 'O0900', 'E1122 ');
const value = fc.oneof(fc.string({ maxLength: 4 }), fc.integer({ min: -3, max: 140 }), fc.boolean(), fc.constant(null), fc.double({ noNaN: true }));
const record = fc.record(
  {
    id: fc.oneof(fc.string({ maxLength: 6 }), fc.nat(), fc.constant(null), fc.string({ unit: 'binary', maxLength: 3 }), fc.boolean()),
    age: fc.oneof(fc.integer({ min: 0, max: 130 }), fc.integer({ min: 0, max: 130 }), value, fc.constantFrom('72', '131')),
    sex: fc.oneof(fc.constantFrom('M', 'F', 'M', 'F'), value),
    dual: fc.oneof(fc.constantFrom('non', 'partial', 'full', ''), value),
    institutional: fc.oneof(fc.boolean(), value),
    newEnrollee: fc.oneof(fc.boolean(), value),
    snp: fc.oneof(fc.boolean(), value),
    orec: fc.oneof(fc.constantFrom(0, 1, 2, 3, '0', '1', '2', '3', ''), value),
    diagnoses: fc.oneof(fc.array(code, { maxLength: 12 }), fc.array(code, { maxLength: 12 }), value),
    dob: fc.constantFrom('1950-03-01', '', 'x'),
    esrd: fc.oneof(fc.boolean(), value),
    dialysis: fc.oneof(fc.boolean(), value),
    graftMonths: fc.oneof(fc.integer({ min: 0, max: 30 }), value),
    rx: fc.oneof(fc.boolean(), value),
    lowIncome: fc.oneof(fc.boolean(), value),
    pdp: fc.oneof(fc.boolean(), value),
    note: value,
  },
  { requiredKeys: [] },
);
// Mostly canonical records, which the byte reader takes itself.
const canonical = fc.record(
  {
    id: fc.oneof(fc.stringMatching(/^[ -~]{0,8}$/), fc.nat()),
    age: fc.integer({ min: 0, max: 130 }),
    sex: fc.constantFrom('M', 'F'),
    dual: fc.constantFrom('non', 'partial', 'full', ''),
    institutional: fc.boolean(),
    newEnrollee: fc.boolean(),
    snp: fc.boolean(),
    orec: fc.constantFrom(0, 1, 2, 3, '0', '1', '2', '3', ''),
    diagnoses: fc.array(fc.constantFrom('E1122', 'I110', 'E11.22', 'e1122', 'I5022', 'J449', 'N184', 'F329', 'Z0000', 'E11', 'C50911', 'L89154', 'G309', 'I10', 'D66', 'O0900', 'J441', 'I480'), { maxLength: 14 }),
  },
  { requiredKeys: ['age', 'sex'] },
);
const line = fc.oneof(
  { weight: 8, arbitrary: canonical.map((r) => JSON.stringify(r)) },
  { weight: 8, arbitrary: record.map((r) => JSON.stringify(r)) },
  { weight: 2, arbitrary: fc.tuple(record, fc.constantFrom(' ', '\t', '')).map(([r, space]) => `${space}${JSON.stringify(r).replace(/,"/g, `,${space}"`).replace(/:/g, `${space}:`)}${space}`) },
  { weight: 1, arbitrary: record.map((r) => `${JSON.stringify(r)}\r`) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '\r', 'not json', '{"id":"a\\"b","age":70,"sex":"F"}', '\uFEFF{"id":1,"age":70,"sex":"F"}', '[1]', '{}', '{"age":70,"sex":"F"}x', '{"age":70,"sex":"F","__proto__":1}') },
);
const settings = fc.constantFrom<Partial<ScoreSettings>>({ year: 2026 }, { year: 2025 }, { year: 2025, model: 'V24' }, { year: 2027, codeEditor: 'apply' });

describe('the byte path of rafdesk score', () => {
  it('writes, for any batch of lines, the same bytes as the text path, with the same counts', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.boolean(), settings, (lines, finalBreak, picked) => {
        const chosen: ScoreSettings = { model: undefined, year: 2026, asOf: undefined, explain: false, codeEditor: 'report', inputFormat: 'jsonl', outputFormat: 'jsonl', csvHeader: null, supplemental: NO_SUPPLEMENTAL, ...picked };
        const text = lines.join('\n') + (finalBreak ? '\n' : '');
        const bytes = new TextEncoder().encode(text);
        // The text path as batches reach it: the batch decoded in one piece (a leading byte order mark dropped).
        const expected = scoreLines(createLineScorer(chosen), new TextDecoder().decode(bytes), 5);
        const actual = createBatchScoring(chosen).score(bytes, 5);
        expect(new TextDecoder().decode(actual.bytes)).toBe(new TextDecoder().decode(expected.bytes));
        expect([actual.lines, actual.failures]).toEqual([expected.lines, expected.failures]);
      }),
      { numRuns: 400 },
    );
  });
});
