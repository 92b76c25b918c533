import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dottedCode, readCodeList } from './code-list.js';

describe('readCodeList', () => {
  it('normalises case, dots and blanks, keeps the first order and takes each code once', () => {
    expect(readCodeList(['e11.22', ' I50.9 ', 'E1122', 'n18 4'])).toEqual({ codes: ['E1122', 'I509', 'N184'], invalid: [] });
  });

  it('sets aside what is not shaped like a code, once each, and skips blanks', () => {
    expect(readCodeList(['11.9', 'E', '', 'E11.9', '11.9', 'Z00-00'])).toEqual({ codes: ['E119'], invalid: ['11.9', 'E', 'Z00-00'] });
  });

  it('gives the same codes whatever the order or repetition of the tokens', () => {
    const token = fc.constantFrom('E11.9', 'e119', 'I10', 'N18.4', 'C50.911', 'x', '12');
    fc.assert(fc.property(fc.array(token, { maxLength: 12 }), (tokens) => {
      const forward = readCodeList(tokens);
      const backward = readCodeList([...tokens, ...tokens].reverse());
      expect(new Set(backward.codes)).toEqual(new Set(forward.codes));
      expect(forward.codes.length).toBe(new Set(forward.codes).size);
    }));
  });
});

describe('dottedCode', () => {
  it('writes the dot after the category, as ICD-10-CM does, and leaves a three-character code alone', () => {
    expect(['E1165', 'I10', 'E11.65', 'Z794'].map(dottedCode)).toEqual(['E11.65', 'I10', 'E11.65', 'Z79.4']);
  });
});
