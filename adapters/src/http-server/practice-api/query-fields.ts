import { SexSchema, readSex, type DoctorId } from '@rafdesk/core';
import { z } from 'zod';

/** A positive integer id given as a number or as digits. */
export const idField = z.coerce.number().int().positive();

/** `SearchQuery` of the searchable lists. */
export const searchField = z.string().max(200).optional();

/** The search text, or null when blank. */
export const searchOf = (text: string | undefined): string | null => text?.trim() || null;

/** An optional doctor id (staff send the doctor they act for). */
export const doctorIdField = idField.optional();

export const doctorIdOf = (id: number | undefined): DoctorId | null => (id === undefined ? null : (id as DoctorId));

/** A comma-joined id list ("3,5,9") or an array of ids; blanks skipped. */
export const idListField = z.union([z.array(z.coerce.number().int().positive()), z.string().max(20_000)])
  .transform((value, ctx) => {
    if (Array.isArray(value)) return value;
    const items = value.split(',').map((item) => item.trim()).filter((item) => item !== '');
    if (items.some((item) => !/^\d+$/.test(item))) {
      ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of numbers' });
      return z.NEVER;
    }
    return items.map(Number);
  });

/** A comma-joined text list or an array of texts; blanks skipped. */
export const textListField = z.union([z.array(z.string().max(64)), z.string().max(20_000)])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter((item) => item !== ''));

/** M/F or Male/Female. */
export const sexField = z.string().transform((text, ctx) => {
  const sex = readSex(text);
  if (sex === null) {
    ctx.addIssue({ code: 'custom', message: 'must be M, F, Male or Female' });
    return z.NEVER;
  }
  return SexSchema.parse(sex);
});

/** A flag as JSON or as its text. */
export const flagField = z.union([z.boolean(), z.enum(['true', 'false', 'True', 'False']).transform((text) => text.toLowerCase() === 'true')]);

/**
 * A body schema that only names the fields of a wire shape (any value, unknown fields kept), so the server matches
 * their spelling in any letter case before the core's own wire parser reads the body.
 */
export function wireKeys(shape: Readonly<Record<string, unknown>>) {
  return z.object(Object.fromEntries(Object.keys(shape).map((key) => [key, z.unknown().optional()]))).catchall(z.unknown());
}
