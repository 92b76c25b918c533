import { z } from 'zod';
import type { DoctorId, RecordId } from '../domain/ids.js';
import { idField, searchField } from '../wire/wire-fields.js';
import type { FormWireNames } from '../wire/form-drafts.js';

// Request fields several endpoints share.

/**
 * A JSON body holding a form under its wire names: every named field is optional and of any type (the form's own
 * rules judge it), and naming the fields lets the server accept them in any letter case.
 */
export function wireFormBody(names: FormWireNames) {
  return z.object(Object.fromEntries(Object.values(names.fields).map((wireName) => [wireName, z.unknown().optional()]))).catchall(z.unknown());
}

/**
 * A body schema that only names the fields of a wire shape (any value, unknown fields kept), so the server matches
 * their spelling in any letter case before the core's own wire parser reads the body.
 */
export function wireKeys(shape: Readonly<Record<string, unknown>>) {
  return z.object(Object.fromEntries(Object.keys(shape).map((key) => [key, z.unknown().optional()]))).catchall(z.unknown());
}

/** A record id as the clinical calls send it (number or digits). */
export const recordIdField = idField.transform((id) => id as RecordId);

/** An optional doctor id (Staff send the doctor they act for). */
export const optionalDoctorIdField = idField.transform((id) => id as DoctorId).optional();

/** Any JSON object; the use case applies the form's own rules to it. */
export const formBodySchema = z.record(z.string(), z.unknown());

/**
 * Arguments that may travel in the query string or in a JSON body (the spec names the arguments of several PUT and
 * DELETE calls without saying where they travel): both parts are read as open objects and the server merges them.
 */
export const looseObject = z.object({}).catchall(z.unknown());

/**
 * The query and the body of a call whose arguments may travel in either (see {@link looseObject}): both parts name
 * the arguments, so OpenAPI lists them and a client's call is typed by their names; any value is let through here
 * because the server reads the two parts merged, with the argument schema's own rules (the endpoint's `arguments`).
 */
export function queryOrBody<const S extends z.ZodObject>(argument: S) {
  const names = wireKeys(argument.shape);
  return { query: names, body: names.optional(), arguments: argument };
}

/** The name search of the admin lists (users, doctors, the login report). */
export const SearchQuerySchema = z.object({ SearchQuery: searchField });

/** A short-lived ticket that stands for the session in a URL or a socket (the hub, a video stream), and when it expires. */
export const TicketReplySchema = z.object({ ticket: z.string().min(1), expiresAt: z.string() });
