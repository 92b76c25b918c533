import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareBeneficiary, type BeneficiaryInput } from '@rafdesk/core/raf';
import { emptySlot, readFastBeneficiary } from './fast-beneficiary.js';
import { InputRecordSchema } from './input-record.js';

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const record = fc.record({
  age: maybe(fc.oneof(fc.integer({ min: -2, max: 140 }), fc.constantFrom('72', '007', 'x', '', '1000'))),
  sex: maybe(fc.constantFrom('M', 'F', 'X', 'm')),
  dual: maybe(fc.constantFrom('non', 'partial', 'full', '', 'both')),
  institutional: maybe(fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', '1', '0', 'yes', 'no', 'Y', 'N', '', 'maybe'))),
  newEnrollee: maybe(fc.oneof(fc.boolean(), fc.constantFrom('true', '0', ''))),
  snp: maybe(fc.oneof(fc.boolean(), fc.constantFrom('1', 'no'))),
  orec: maybe(fc.oneof(fc.integer({ min: -1, max: 4 }), fc.constantFrom('0', '1', '2', '3', '4', ''))),
});

describe('readFastBeneficiary', () => {
  it('accepts only records the validated path accepts, with the same beneficiary', () => {
    const slot = emptySlot();
    fc.assert(
      fc.property(record, (input) => {
        const clean = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
        if (!readFastBeneficiary(clean, slot)) return;
        const parsed = InputRecordSchema.parse({ ...clean, diagnoses: [] });
        const validated = prepareBeneficiary(parsed as unknown as BeneficiaryInput, 2026)._unsafeUnwrap();
        const { ageFrom: _from, ...beneficiary } = validated;
        expect({ ...slot }).toEqual(beneficiary);
      }),
      { numRuns: 3000 },
    );
  });
});
