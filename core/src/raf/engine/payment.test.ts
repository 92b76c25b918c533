import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustForCoding, blend, normalise, roundedDivision } from './payment.js';

describe('payment arithmetic in thousandths', () => {
  it('rounds half away from zero exactly', () => {
    expect(roundedDivision(5, 10)).toBe(1);
    expect(roundedDivision(4, 10)).toBe(0);
    expect(roundedDivision(-5, 10)).toBe(-1);
    expect(roundedDivision(2500005, 1000)).toBe(2500);
  });

  it('agrees with exact rational rounding for any integers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const q = roundedDivision(n, d);
        expect(2 * n >= (2 * q - 1) * d && 2 * n < (2 * q + 1) * d).toBe(true);
      }),
    );
  });

  it('normalises, adjusts and blends as CMS rounds: each step to 3 decimals', () => {
    expect(normalise(1033, 1067)).toBe(968);
    expect(adjustForCoding(968, 59)).toBe(911);
    expect(blend([1140, 1033], [33, 67])).toBe(1068);
  });
});
