import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import type { RouteFailure } from '../route-failure.js';

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * Reads a call's arguments from the query string or, when not there, from a JSON body (names in any letter case):
 * the spec names the arguments of several PUT and DELETE calls without saying where they travel, so both are
 * accepted. Problems read "<field>: <reason>".
 */
export function fromQueryOrBody<S extends z.ZodObject>(schema: S, query: unknown, body: unknown): Result<z.output<S>, RouteFailure> {
  const given = new Map<string, unknown>();
  for (const [key, value] of [...Object.entries(asRecord(body)), ...Object.entries(asRecord(query))]) given.set(key.toLowerCase(), value);
  const merged: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) if (given.has(key.toLowerCase())) merged[key] = given.get(key.toLowerCase());
  const parsed = schema.safeParse(merged);
  if (parsed.success) return ok(parsed.data);
  return err({
    kind: 'Validation',
    errors: [...new Set(parsed.error.issues.map((issue) => {
      const field = issue.path.map(String).join('.');
      return `${field}: ${merged[String(issue.path[0])] === undefined ? 'This field is required' : issue.message}`;
    }))],
  });
}
