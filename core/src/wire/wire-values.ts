import { z } from 'zod';
import { DiagnosisCodeSchema } from '../domain/diagnosis-code.js';
import { MAX_DATABASE_ID } from '../domain/ids.js';
import { isDatabaseId } from '../validation/input-hygiene.js';

/** Writes ids as the API's comma-joined list ("3,5,9"). */
export function joinIds(ids: readonly number[]): string {
  return ids.join(',');
}

/** Reads a comma-joined id list; blanks are skipped. */
export function splitIds(text: string | null | undefined): number[] {
  return splitList(text).map(Number);
}

/**
 * The one reader of the spec's comma strings ("E11.9,I10", "3,5,9"): line breaks separate too (a pasted column),
 * blanks are skipped and items trimmed. An array is taken as it is, each item trimmed.
 */
export function splitList(list: string | readonly unknown[] | null | undefined): string[] {
  if (list == null) return [];
  const items = typeof list === 'string' ? list.split(/[,\r\n]+/) : list.map((item) => (typeof item === 'string' ? item : String(item)));
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

const ID_LIST_MESSAGE = `must be a comma-separated list of ids from 1 to ${MAX_DATABASE_ID}`;

/** A comma-joined list of database ids ("" is the empty list): each within the integer column that holds it. */
export const WireIdListSchema = z.string().regex(/^\s*([1-9]\d*\s*(,\s*[1-9]\d*\s*)*)?$/, { message: ID_LIST_MESSAGE, abort: true })
  .refine((text) => splitIds(text).every(isDatabaseId), ID_LIST_MESSAGE);

/** A text the API may send as null or leave out. */
export const wireText = z.string().nullish();

/** Missing and null both read as null. */
export function orNull<T>(value: T | null | undefined): T | null {
  return value ?? null;
}

/** The first of two aliases the API sends for one field. */
export function eitherAlias<T>(first: T | null | undefined, second: T | null | undefined): T | null {
  return first ?? second ?? null;
}

/** A comma-joined list of at least one diagnosis code ("E11.9,I10"). */
export const WireCodeListSchema = z.string().refine(
  (text) => splitList(text).length > 0 && splitList(text).every((code) => DiagnosisCodeSchema.safeParse(code).success),
  'must be a comma-separated list of diagnosis codes',
);

/** A wire field holding JSON text: parsed, then read with `schema`; `shape` says what the JSON must hold when it does not. */
export function jsonTextOf<S extends z.ZodType>(schema: S, shape: string) {
  return z.string().transform((text, ctx): z.output<S> => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON text' });
      return z.NEVER;
    }
    const read = schema.safeParse(parsed);
    if (!read.success) {
      ctx.addIssue({ code: 'custom', message: shape });
      return z.NEVER;
    }
    return read.data;
  });
}
