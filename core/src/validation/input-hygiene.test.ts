import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DATABASE_ID } from '../domain/ids.js';
import { CONTROL_CHARACTER_MESSAGE, LONE_SURROGATE_MESSAGE, readDatabaseId, textProblem, textProblems, WIRE_TEXT_MAX_LENGTH, WireIdSchema } from './input-hygiene.js';
import { createFieldReader, DEFAULT_TEXT_MAX_LENGTH } from './index.js';

describe('input hygiene', () => {
  it('refuses NUL and the other control characters but keeps tabs and line breaks', () => {
    expect(textProblem('a\u0000b')).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(textProblem('a\u001Bb')).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(textProblem('a\u007Fb')).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(textProblem('line one\r\nline two\tend')).toBeNull();
    fc.assert(fc.property(fc.string(), fc.integer({ min: 0, max: 31 }).filter((c) => ![9, 10, 13].includes(c)), (text, code) => {
      expect(textProblem(`${text}${String.fromCharCode(code)}${text}`)).not.toBeNull();
    }));
  });

  it('refuses half of a surrogate pair, which UTF-8 cannot store, and keeps whole pairs', () => {
    expect(textProblem('page 4 \uD800')).toBe(LONE_SURROGATE_MESSAGE);
    expect(textProblem('\uDE00 first')).toBe(LONE_SURROGATE_MESSAGE);
    expect(textProblem('Ω漢字😀')).toBeNull();
  });

  it('refuses a text beyond the wire limit', () => {
    expect(textProblem('x'.repeat(WIRE_TEXT_MAX_LENGTH))).toBeNull();
    expect(textProblem('x'.repeat(WIRE_TEXT_MAX_LENGTH + 1))).toBe(`may be at most ${WIRE_TEXT_MAX_LENGTH} characters`);
  });

  it('names each bad text as the other problems name fields, keys included', () => {
    expect(textProblems({ name: 'ok', doctorAddresses: [{ street: 'a\u0000' }], ['k\u0000']: 1 }, 'body')).toEqual([
      'doctorAddresses[0].street: must not contain control characters',
      'body: a field name must not contain control characters',
    ]);
    expect(textProblems('\u0000', 'body')).toEqual(['body: must not contain control characters']);
  });

  it('takes ids only as whole numbers from 1 to the database\'s integer limit, or their digits', () => {
    expect([7, '7', ' 12 ', MAX_DATABASE_ID].map(readDatabaseId)).toEqual([7, 7, 12, MAX_DATABASE_ID]);
    for (const bad of [true, [7], '0x7', '1e3', '7.0', 7.5, 0, -1, MAX_DATABASE_ID + 1, 2 ** 53, '99999999999', '', null, {}]) {
      expect(WireIdSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('gives every form text a length limit and refuses control characters in it', () => {
    const reader = createFieldReader();
    expect(reader.text('name', 'Name', 'x'.repeat(DEFAULT_TEXT_MAX_LENGTH + 1))).toBeNull();
    expect(reader.text('street', 'Street', 'Calle\u0000Sol')).toBeNull();
    expect(reader.text('note', 'Note', 'fine\ntext')).toBe('fine\ntext');
    expect(reader.issues).toEqual([
      { field: 'name', message: `The Name field may not be greater than ${DEFAULT_TEXT_MAX_LENGTH} characters` },
      { field: 'street', message: 'The Street field must not contain control characters' },
    ]);
  });
});
