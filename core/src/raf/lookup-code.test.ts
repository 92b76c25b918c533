import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookupCode } from './lookup-code.js';

describe('lookupCode', () => {
  it("gives a code's V24, V28 and RxHCC categories for a payment year", () => {
    const found = lookupCode('e11.22', 2026);
    expect(found.code).toBe('E1122');
    expect(found.v24?.map((ref) => ref.hcc)).toEqual(['HCC18']);
    expect(found.v28?.map((ref) => [ref.hcc, ref.label])).toEqual([['HCC37', 'Diabetes with Chronic Complications']]);
    expect(found.rx?.map((ref) => ref.hcc)).toEqual(['RXHCC30']);
  });

  it('names the condition of an age- or sex-dependent category', () => {
    expect(lookupCode('C50011', 2026).v28?.map((ref) => [ref.hcc, ref.when])).toEqual([
      ['HCC22', 'age 0–49'],
      ['HCC23', 'age 50+'],
    ]);
  });

  it('has no V24 column in 2027 and flags headers', () => {
    expect(lookupCode('E1122', 2027).v24).toBeNull();
    expect(lookupCode('E11', 2026)).toMatchObject({ known: false, header: true, v28: [] });
  });

  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string(), (text) => void lookupCode(text)));
  });
});
