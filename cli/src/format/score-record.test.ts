import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ByteWriter } from './byte-writer.js';
import { jsonRecord, thousandthsText, writeJsonRecord, type ScoreRecord } from './score-record.js';

const recordArbitrary: fc.Arbitrary<ScoreRecord> = fc.record({
  id: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
  model: fc.constantFrom('V24', 'V28', 'blend'),
  year: fc.constantFrom(2025, 2026, 2027),
  segment: fc.option(fc.constantFrom('CNA', 'INS', 'SNPNE'), { nil: null }),
  raw: fc.option(fc.integer({ min: 0, max: 30000 }), { nil: null }),
  normalized: fc.option(fc.integer({ min: 0, max: 30000 }), { nil: null }),
  payment: fc.option(fc.integer({ min: 0, max: 30000 }), { nil: null }),
  hccs: fc.array(fc.constantFrom('HCC37', 'V24:HCC85'), { maxLength: 3 }),
  interactions: fc.array(fc.constantFrom('DIABETES_HF_V28'), { maxLength: 2 }),
  unmapped: fc.array(fc.string(), { maxLength: 3 }),
  notIcd10: fc.array(fc.string(), { maxLength: 3 }),
  errors: fc.array(fc.string(), { maxLength: 2 }),
}, { requiredKeys: ['id', 'model', 'year', 'segment', 'raw', 'normalized', 'payment', 'hccs', 'interactions', 'unmapped', 'errors'] });

describe('score records', () => {
  it('writes the same bytes as the text formatter, for any record', () => {
    const writer = new ByteWriter(8);
    fc.assert(
      fc.property(recordArbitrary, (record) => {
        writeJsonRecord(writer, record);
        expect(new TextDecoder().decode(writer.take())).toBe(`${jsonRecord(record)}\n`);
      }),
    );
  });

  it('prints thousandths exactly', () => {
    expect([1033, 1490, 1000, 0, 5, -5, 12345].map(thousandthsText)).toEqual(['1.033', '1.49', '1', '0', '0.005', '-0.005', '12.345']);
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (value) => {
      expect(Number(thousandthsText(value))).toBe(value / 1000);
    }));
  });
});
