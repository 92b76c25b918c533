import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { alignKeys } from './align-keys.js';

const note = z.object({ RecordID: z.number(), DoctorNotes: z.string().optional() });

describe('alignKeys', () => {
  it('renames keys that differ only in letter case to the schema spelling', () => {
    expect(alignKeys({ recordId: 1, DOCTORNOTES: 'x' }, note)).toEqual({ RecordID: 1, DoctorNotes: 'x' });
  });

  it('prefers an exact key over a case-insensitive one', () => {
    expect(alignKeys({ recordid: 2, RecordID: 1 }, note)).toEqual({ RecordID: 1 });
  });

  it('leaves unknown keys for the schema to judge', () => {
    expect(alignKeys({ recordID: 1, extra: true }, note)).toEqual({ RecordID: 1, extra: true });
  });

  it('goes through nested objects, arrays and optional, nullable, defaulted and piped wrappers', () => {
    const schema = z.object({
      items: z.array(z.object({ diagnosticID: z.number() })).optional(),
      address: z.object({ zipCode: z.string() }).nullable().default(null),
      count: z.string().transform(Number).pipe(z.number()),
    });
    expect(alignKeys({ Items: [{ DiagnosticId: 3 }], ADDRESS: { zipcode: '00901' }, COUNT: '2' }, schema))
      .toEqual({ items: [{ diagnosticID: 3 }], address: { zipCode: '00901' }, count: '2' });
  });

  it('drops a __proto__ key instead of copying it', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "RecordID": 1}') as unknown;
    const aligned = alignKeys(input, note) as Record<string, unknown>;
    expect(Object.getPrototypeOf(aligned)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never throws and keeps every value for any JSON input', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      const aligned = alignKeys(value, note);
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return aligned === value;
      const values = (v: unknown) => Object.values(v as object).map((item) => JSON.stringify(item)).sort();
      return Object.keys(aligned as object).length <= Object.keys(value).length && values(aligned).every((item) => values(value).includes(item));
    }));
  });
});
