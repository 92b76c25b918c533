import fc from 'fast-check';

/**
 * Every demographic a RAF model reads, as fast-check values: spread into `fc.record` with the diagnoses (and `snp`
 * where the model has it), so each property test draws beneficiaries from the same space.
 */
export const DEMOGRAPHIC_ARBITRARIES = {
  age: fc.integer({ min: 0, max: 110 }),
  sex: fc.constantFrom('M' as const, 'F' as const),
  dual: fc.constantFrom('non' as const, 'partial' as const, 'full' as const),
  institutional: fc.boolean(),
  newEnrollee: fc.boolean(),
  orec: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const),
};
