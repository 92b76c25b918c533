import { describe, expect, it } from 'vitest';
import { lookupCode } from '../raf/index.js';
import { categoryColumnsOf, categoryDisagreements, describeDisagreement } from './catalogue-categories.js';

const none = { v28Hcc1: null, v28Hcc2: null, v24Hcc1: null, v24Hcc2: null, rxHcc1: null, rxHcc2: null };

describe('categoryColumnsOf', () => {
  it('takes the first two distinct categories of each model from the engine\'s mappings', () => {
    expect(categoryColumnsOf(lookupCode('C50911', 2026))).toEqual({ v28Hcc1: 22, v28Hcc2: 23, v24Hcc1: 12, v24Hcc2: null, rxHcc1: 22, rxHcc2: null });
    expect(categoryColumnsOf(lookupCode('Z0000', 2026))).toEqual(none);
  });
});

describe('categoryDisagreements', () => {
  const expected = categoryColumnsOf(lookupCode('E1122', 2026));

  it('accepts blanks (filled from the tables) and the tables\' own values', () => {
    expect(categoryDisagreements(none, expected)).toEqual([]);
    expect(categoryDisagreements({ ...none, v28Hcc1: 37, v24Hcc1: 18 }, expected)).toEqual([]);
  });

  it('names every column given a value the tables do not have, with the reason', () => {
    const found = categoryDisagreements({ ...none, v28Hcc1: 18, v28Hcc2: 5 }, expected);
    expect(found).toEqual([{ column: 'v28Hcc1', given: 18, expected: 37 }, { column: 'v28Hcc2', given: 5, expected: null }]);
    expect(found.map((item) => describeDisagreement(item, 'E1122', 2026))).toEqual([
      'must be 37: the 2026 V28 mapping of E1122 gives 37, not 18',
      'must be empty: the 2026 V28 mapping of E1122 gives no V28 category, not 5',
    ]);
  });
});
