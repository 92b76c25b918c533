import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVALID_KEY, codeKey, keyToCode, normaliseCode } from './code-key.js';

describe('normaliseCode', () => {
  it('upper-cases and removes dots and blanks', () => {
    expect(normaliseCode(' e11.22 ')).toBe('E1122');
    expect(normaliseCode('Z95.811')).toBe('Z95811');
    expect(normaliseCode('C4A.0')).toBe('C4A0');
    expect(normaliseCode('QA00101')).toBe('QA00101');
  });

  it('refuses texts not shaped like an ICD-10-CM code', () => {
    for (const text of ['', '?', 'A0', '9999999', 'E11-9', 'E1122334', 'É119', '1E11']) expect(normaliseCode(text)).toBeNull();
  });

  it('never throws and round-trips every key it makes', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const key = codeKey(text);
        if (key !== INVALID_KEY) expect(codeKey(keyToCode(key))).toBe(key);
      }),
    );
  });

  it('keys a code the same whatever its case and dots', () => {
    const code = fc.tuple(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), fc.constantFrom(...'0123456789QA'), fc.stringMatching(/^[0-9A-Z]{1,5}$/));
    fc.assert(
      fc.property(code, ([letter, second, rest]) => {
        const plain = `${letter}${second}${rest}`;
        const dotted = `${letter.toLowerCase()}${second.toLowerCase()}${rest[0]}.${rest.slice(1).toLowerCase()}`;
        expect(normaliseCode(dotted)).toBe(plain);
      }),
    );
  });
});
