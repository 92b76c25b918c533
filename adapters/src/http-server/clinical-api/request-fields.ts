import { idField, type DoctorId, type FormWireNames, type RecordId } from '@rafdesk/core';
import { z } from 'zod';

/**
 * A JSON body holding a form under its wire names: every named field is optional and of any type (the form's own
 * rules judge it), and naming the fields lets the server accept them in any letter case.
 */
export function wireFormBody(names: FormWireNames) {
  return z.object(Object.fromEntries(Object.values(names.fields).map((wireName) => [wireName, z.unknown().optional()]))).catchall(z.unknown());
}

/** A record id as the clinical calls send it (number or digits). */
export const recordIdField = idField.transform((id) => id as RecordId);

/** An optional doctor id (Staff send the doctor they act for). */
export const optionalDoctorIdField = idField.transform((id) => id as DoctorId).optional();

/** The id argument `name` (any letter case) of the first part (query, body) that has a positive one, for the audit trail. */
export function idArgument(name: string, ...parts: unknown[]): number | null {
  for (const part of parts) {
    if (part === null || typeof part !== 'object') continue;
    const entry = Object.entries(part).find(([key]) => key.toLowerCase() === name.toLowerCase());
    const id = idField.safeParse(entry?.[1]);
    if (id.success) return id.data;
  }
  return null;
}

