import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyScannedLine, scanJsonLine } from './scan-json-line.js';

const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.double(), fc.array(fc.string(), { maxLength: 3 }));
const record = fc.dictionary(
  fc.constantFrom('id', 'age', 'sex', 'dual', 'institutional', 'newEnrollee', 'snp', 'orec', 'diagnoses', 'dob', 'esrd', 'other', 'ag', 'sxx', 'Age'),
  value,
);
const FIELDS = ['id', 'age', 'sex', 'dual', 'institutional', 'newEnrollee', 'snp', 'orec'] as const;

describe('scanJsonLine', () => {
  it('reads exactly what JSON.parse reads, or declines the line', () => {
    const out = emptyScannedLine();
    fc.assert(
      fc.property(record, fc.constantFrom('', ' '), (object, space) => {
        const line = JSON.stringify(object).replace(/,"/g, `,${space}"`);
        if (!scanJsonLine(line, out)) return;
        const parsed = JSON.parse(line) as Record<string, unknown>;
        for (const field of FIELDS) expect(out[field]).toEqual(parsed[field]);
        expect(out.diagnoses).toEqual(parsed.diagnoses ?? []);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the usual line and declines escapes, fractions, dob, esrd and broken JSON', () => {
    const out = emptyScannedLine();
    expect(scanJsonLine('{"id":"a","age":72,"sex":"F","diagnoses":["E1122","I110"]}', out)).toBe(true);
    expect([out.id, out.age, out.sex, out.diagnoses]).toEqual(['a', 72, 'F', ['E1122', 'I110']]);
    for (const line of ['{"id":"a\\"b"}', '{"age":72.5}', '{"dob":"1950-01-01"}', '{"esrd":false}', '{"age":72', '{"age":72}x', '[1]', '{"diagnoses":"E1122"}']) {
      expect(scanJsonLine(line, out)).toBe(false);
    }
  });
});
