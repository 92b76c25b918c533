import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contentRange, decideRange } from './byte-range.js';

describe('decideRange', () => {
  it.each([
    ['bytes=0-499', { kind: 'partial', start: 0, end: 499 }],
    ['bytes=500-', { kind: 'partial', start: 500, end: 999 }],
    ['bytes=-200', { kind: 'partial', start: 800, end: 999 }],
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=900-5000', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=0-0', { kind: 'partial', start: 0, end: 0 }],
    ['BYTES = 10-19', { kind: 'partial', start: 10, end: 19 }],
    ['bytes=999-999', { kind: 'partial', start: 999, end: 999 }],
  ])('serves %s of a 1000-byte file as that part', (header, expected) => {
    expect(decideRange(header, 1000)).toEqual(expected);
  });

  it.each([['bytes=1000-'], ['bytes=1000-1200'], ['bytes=-0']])('answers 416 to %s of a 1000-byte file', (header) => {
    expect(decideRange(header, 1000)).toEqual({ kind: 'unsatisfiable' });
  });

  it.each([[null], [''], ['items=0-1'], ['bytes=abc'], ['bytes=5-1'], ['bytes=-'], ['bytes=0-1,5-6'], ['bytes 0-1']])(
    'ignores %s and sends the whole file',
    (header) => {
      expect(decideRange(header, 1000)).toEqual({ kind: 'whole' });
    },
  );

  it('finds nothing satisfiable in an empty file', () => {
    expect(decideRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(decideRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('always answers a range inside the file', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.option(fc.nat(20_000)), fc.option(fc.nat(20_000)), (size, first, last) => {
        const decision = decideRange(`bytes=${first ?? ''}-${last ?? ''}`, size);
        if (decision.kind !== 'partial') return;
        expect(decision.start).toBeGreaterThanOrEqual(0);
        expect(decision.start).toBeLessThanOrEqual(decision.end);
        expect(decision.end).toBeLessThan(size);
      }),
    );
  });

  it('writes Content-Range for a part and for a 416', () => {
    expect(contentRange({ start: 0, end: 499 }, 1000)).toBe('bytes 0-499/1000');
    expect(contentRange(null, 1000)).toBe('bytes */1000');
  });
});
