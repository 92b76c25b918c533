import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMOGRAPHIC_ARBITRARIES } from '../testing/builders/beneficiary-arbitrary.js';
import { createBatchScorer, outcomeLists } from './batch-scorer.js';
import { INVALID_KEY, codeKey, keyToCode } from './engine/code-key.js';
import { prepareBeneficiary } from './prepare-beneficiary.js';
import type { RafOptions } from './scoring-plan.js';
import { codeDictionary } from './tables/installed-tables.js';

const dictionary = codeDictionary().split(' ');
// UTF-8 bytes of a text (a lone surrogate as three bytes, as good as U+FFFD here: any byte of 128 or more is not a code).
const utf8 = (text: string): Uint8Array => {
  const bytes: number[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return Uint8Array.from(bytes);
};
const codeText = fc.oneof(fc.constantFrom(...dictionary.slice(0, 4000), 'e11.22', 'E11', 'Z0000', ' i10 ', 'QA00101'), fc.string({ unit: 'binary' }), fc.stringMatching(/^[A-Za-z][0-9A-Za-z.]{1,7}$/));
const beneficiary = fc.record({ ...DEMOGRAPHIC_ARBITRARIES, snp: fc.boolean() });
const options = fc.constantFrom<RafOptions>({ year: 2026 }, { year: 2025 }, { year: 2027 }, { year: 2026, model: 'V24' }, { year: 2025, codeEditor: 'apply' });

describe('the batch scorer on code keys read from bytes', () => {
  it('keys UTF-8 bytes as codeKey keys the text, and writes back the normalised code', () => {
    const scorer = createBatchScorer()._unsafeUnwrap();
    const out = new Uint8Array(16);
    fc.assert(
      fc.property(codeText, fc.string({ maxLength: 3 }), (text, before) => {
        const bytes = utf8(before + text);
        const start = bytes.length - utf8(text).length;
        const key = scorer.keyOfBytes(bytes, start, bytes.length);
        expect(key).toBe(codeKey(text));
        if (key !== INVALID_KEY) expect(String.fromCharCode(...out.subarray(1, scorer.writeCode(key, out, 1)))).toBe(keyToCode(key));
      }),
      { numRuns: 3000 },
    );
  });

  it('scores keys exactly as it scores the code texts', () => {
    fc.assert(
      fc.property(beneficiary, fc.array(codeText, { maxLength: 40 }), options, (who, texts, option) => {
        const valid = texts.filter((text) => codeKey(text) !== INVALID_KEY);
        const scorer = createBatchScorer(option)._unsafeUnwrap();
        const prepared = prepareBeneficiary(who, scorer.plan.year)._unsafeUnwrap();
        const byText = scorer.score(prepared, valid);
        const expected = { raw: byText.raw, normalized: byText.normalized, payment: byText.payment, lists: outcomeLists(byText, valid) };
        const keys = Float64Array.from(valid, codeKey);
        const byKey = scorer.scoreKeys(prepared, keys, keys.length);
        expect({ raw: byKey.raw, normalized: byKey.normalized, payment: byKey.payment, lists: outcomeLists(byKey, valid.map((text) => keyToCode(codeKey(text)))) }).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });
});
