import { parseTypedDate, type DoctorId, type FormWireNames, type IsoDate, type RecordId } from '@rafdesk/core';
import { z } from 'zod';
import { idSchema } from '../api/query-or-body.js';

/**
 * A JSON body holding a form under its wire names: every named field is optional and of any type (the form's own
 * rules judge it), and naming the fields lets the server accept them in any letter case.
 */
export function wireFormBody(names: FormWireNames) {
  return z.object(Object.fromEntries(Object.values(names.fields).map((wireName) => [wireName, z.unknown().optional()]))).catchall(z.unknown());
}

/** A record id as the clinical calls send it (number or digits). */
export const recordIdField = idSchema.transform((id) => id as RecordId);

/** An optional doctor id (Staff send the doctor they act for). */
export const optionalDoctorIdField = idSchema.transform((id) => id as DoctorId).optional();

/** The search text of a list, null when blank. */
export const searchField = z.string().max(200).optional().transform((text) => text?.trim() || null);

/** A comma-joined list of codes, or an array of them; blanks skipped (each code is judged by the use case). */
export const codeListField = z.union([z.array(z.string().max(32)).max(1000), z.string().max(20_000)])
  .transform((value) => (Array.isArray(value) ? value : value.split(/[,\n\r]+/)).map((item) => item.trim()).filter((item) => item !== ''));

/** An optional text that may be sent as null. */
export const optionalText = (max: number) => z.string().max(max).nullish().transform((text) => text?.trim() || null);

/** The id argument `name` (any letter case) of the first part (query, body) that has a positive one, for the audit trail. */
export function idArgument(name: string, ...parts: unknown[]): number | null {
  for (const part of parts) {
    if (part === null || typeof part !== 'object') continue;
    const entry = Object.entries(part).find(([key]) => key.toLowerCase() === name.toLowerCase());
    const id = idSchema.safeParse(entry?.[1]);
    if (id.success) return id.data;
  }
  return null;
}

/** A calendar date as ISO (time part ignored) or typed (MM-DD-YYYY, MM/DD/YYYY); blank or null is null. */
export const optionalDateField = z.string().max(40).nullish().transform((text, ctx): IsoDate | null => {
  const value = text?.trim() ?? '';
  if (value === '') return null;
  const parsed = parseTypedDate(/^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value);
  if (parsed.isOk()) return parsed.value;
  ctx.addIssue({ code: 'custom', message: 'must be a real date written YYYY-MM-DD or MM-DD-YYYY' });
  return z.NEVER;
});
