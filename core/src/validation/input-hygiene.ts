import { z } from 'zod';
import { MAX_DATABASE_ID } from '../domain/ids.js';

// The rules every value from outside meets before any form or contract reads it (SECURITY.md: never a 500 for input).

/** A form's text field without a length of its own in the spec. */
export const DEFAULT_TEXT_MAX_LENGTH = 4000;
/** Any single text anywhere in a request (a comma list of codes is the longest the spec sends). */
export const WIRE_TEXT_MAX_LENGTH = 20_000;

// NUL and the other C0 controls (tab, line feed and carriage return are text) and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';
// Half of a UTF-16 surrogate pair with no other half: JSON may escape one ("\ud800"), but it is no character, UTF-8
// (PostgreSQL's text) cannot hold it, and the driver's refusal was a 500.
const LONE_SURROGATE = /\p{Cs}/u;
export const LONE_SURROGATE_MESSAGE = 'must be well-formed Unicode (no lone surrogate)';
export const tooLongMessage = (max: number) => `may be at most ${max} characters`;
export const ID_MESSAGE = `must be a whole number from 1 to ${MAX_DATABASE_ID}`;

/** What is wrong with one text from outside, or null. */
export function textProblem(text: string, max = WIRE_TEXT_MAX_LENGTH): string | null {
  if (text.length > max) return tooLongMessage(max);
  if (CONTROL_CHARACTERS.test(text)) return CONTROL_CHARACTER_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return null;
}

/**
 * Every text of a parsed JSON value, query or path that breaks {@link textProblem} (keys are checked too), as
 * "<field>: <reason>" with the field named as the API's other problems name it (`doctorAddresses[0].street`);
 * `location` names a value that is itself a text.
 */
export function textProblems(value: unknown, location: string, max = WIRE_TEXT_MAX_LENGTH, path = ''): string[] {
  if (typeof value === 'string') {
    const problem = textProblem(value, max);
    return problem === null ? [] : [`${path || location}: ${problem}`];
  }
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => textProblems(item, location, max, `${path || location}[${index}]`));
  return Object.entries(value).flatMap(([key, item]) => {
    const keyProblem = textProblem(key, 200);
    if (keyProblem !== null) return [`${path || location}: a field name ${keyProblem}`];
    return textProblems(item, location, max, path === '' ? key : `${path}.${key}`);
  });
}

/** Whether `value` is a database id: an integer from 1 to {@link MAX_DATABASE_ID}. */
export const isDatabaseId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_DATABASE_ID;

/**
 * An id as the wire sends it: a JSON number, or decimal digits where the spec sends ids as text (query strings,
 * form fields). Never `true`, `[7]`, `"0x7"`, `"1e3"` or a number beyond the database's integer.
 */
export const WireIdSchema = z.union([
  z.number({ error: ID_MESSAGE }),
  z.string({ error: ID_MESSAGE }).trim().regex(/^\d{1,10}$/, { error: ID_MESSAGE }).transform(Number),
], { error: ID_MESSAGE }).refine(isDatabaseId, { error: ID_MESSAGE });

/** The id of a raw value (number or digits), or null. */
export function readDatabaseId(raw: unknown): number | null {
  const parsed = WireIdSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
