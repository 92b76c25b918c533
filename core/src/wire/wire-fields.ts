import { z } from 'zod';
import type { IsoDate } from '../domain/calendar-date.js';
import { SexSchema } from '../domain/sex.js';
import { ID_MESSAGE, WIRE_TEXT_MAX_LENGTH, WireIdSchema } from '../validation/input-hygiene.js';
import { readSex } from '../validation/readers.js';
import { parseTypedDate } from '../validation/typed-date.js';
import { splitList } from './wire-values.js';

// The request fields the API's calls share, each written once: ids, flags, searches, lists, dates.

/** An id as a JSON number or as digits (query strings), within the database's integer range. */
export const idField = WireIdSchema;

/** An optional id (Staff send the doctor they act for). */
export const optionalIdField = WireIdSchema.optional();

/** A flag as JSON or as its text ("true", "False"). */
export const flagField = z.union([z.boolean(), z.enum(['true', 'false', 'True', 'False']).transform((text) => text.toLowerCase() === 'true')]);

/** The search text of a list, null when blank. */
export const searchField = z.string().max(200).optional().transform((text) => text?.trim() || null);

/**
 * A list's optional sort as query fields: `sortField`, one of the list's sortable columns, and `sortOrder`, asc or
 * desc (asc when only the field is sent). An unknown column is refused naming the field and the columns allowed.
 */
export const sortFields = <const F extends readonly [string, ...string[]]>(fields: F) => ({
  sortField: z.enum(fields, { error: () => `The sort field must be one of ${fields.join(', ')}` }).optional(),
  sortOrder: z.enum(['asc', 'desc'], { error: () => 'The sort order must be asc or desc' }).optional(),
});

/** The typed sort of a query's sort fields, null when none was asked for. */
export function sortOf<F extends string>(query: { readonly sortField?: F | undefined; readonly sortOrder?: 'asc' | 'desc' | undefined }): { readonly field: F; readonly direction: 'asc' | 'desc' } | null {
  return query.sortField === undefined ? null : { field: query.sortField, direction: query.sortOrder ?? 'asc' };
}

/** An optional text that may be sent as null; blank reads as null. */
export const optionalText = (max: number) => z.string().max(max).nullish().transform((text) => text?.trim() || null);

/** A list sent as an array or as the spec's comma string; blanks skipped. */
const listOf = <T extends z.ZodType>(item: T, maxItems = 1000) => z.union([z.array(z.unknown()).max(maxItems), z.string().max(WIRE_TEXT_MAX_LENGTH)])
  .transform((value, ctx): z.output<T>[] => {
    const parsed = splitList(value).map((text) => item.safeParse(text));
    if (parsed.every((result) => result.success)) return parsed.map((result) => result.data as z.output<T>);
    ctx.addIssue({ code: 'custom', message: parsed.find((result) => !result.success)?.error?.issues[0]?.message ?? 'is not a valid list' });
    return z.NEVER;
  });

/** Diagnosis codes as typed (each judged by the use case). */
export const codeListField = listOf(z.string().max(32, 'each code may be at most 32 characters'));

/** Ids, as numbers or digits. */
export const idListField = listOf(WireIdSchema.pipe(z.number({ error: ID_MESSAGE })));

/** Short texts (visit options, roles). */
export const textListField = listOf(z.string().max(64, 'each item may be at most 64 characters'));

/** M/F or Male/Female. */
export const sexField = z.string().max(10).transform((text, ctx) => {
  const sex = readSex(text);
  if (sex === null) {
    ctx.addIssue({ code: 'custom', message: 'must be M, F, Male or Female' });
    return z.NEVER;
  }
  return SexSchema.parse(sex);
});

/** A calendar date as ISO (time part ignored) or typed (MM-DD-YYYY, MM/DD/YYYY); blank or null is null. */
export const optionalDateField = z.string().max(40).nullish().transform((text, ctx): IsoDate | null => {
  const value = text?.trim() ?? '';
  if (value === '') return null;
  const parsed = parseTypedDate(/^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value);
  if (parsed.isOk()) return parsed.value;
  ctx.addIssue({ code: 'custom', message: 'must be a real date written YYYY-MM-DD or MM-DD-YYYY' });
  return z.NEVER;
});

/** A whole number as JSON or as digits (query strings); never `true`, `[1]` or `"0x1"`. */
export const wholeNumberField = z.union([z.number().int(), z.string().trim().regex(/^-?\d{1,9}$/, 'must be a whole number').transform(Number)], { error: 'must be a whole number' });

/** A payment year in a query (`2027`); absent means the portal's current year. */
export const paymentYearField = wholeNumberField.pipe(z.number().min(2000, 'must be a year from 2000').max(2100, 'must be a year up to 2100')).optional();
