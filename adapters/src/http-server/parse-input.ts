import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import { alignKeys } from './align-keys.js';
import { textProblems, WIRE_TEXT_MAX_LENGTH, type PageWindow } from '@rafdesk/core';
import { pageQuerySchema } from '@rafdesk/core';
import type { RouteDefinition } from './route-definition.js';
import { describeIssues, type InputLocation } from './validation-issues.js';

/** The raw parts of a request, as Fastify hands them over. */
export interface RawInput {
  readonly query: unknown;
  readonly params: unknown;
  readonly body: unknown;
}

export interface ParsedParts {
  readonly query: unknown;
  readonly params: unknown;
  readonly body: unknown;
  /** The endpoint's arguments read from the query and the body merged (undefined when it takes none). */
  readonly args: unknown;
  readonly page: PageWindow | null;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};

function parsePart(location: InputLocation, schema: z.ZodType | undefined, raw: unknown, problems: string[]): unknown {
  if (!schema) return location === 'body' ? undefined : {};
  const aligned = alignKeys(raw, schema);
  const parsed = schema.safeParse(aligned);
  if (parsed.success) return parsed.data;
  problems.push(...describeIssues(location, parsed.error.issues, aligned));
  return undefined;
}

function parsePage(route: RouteDefinition, query: Record<string, unknown>, problems: string[]): PageWindow | null {
  if (!route.paging) return null;
  const schema = pageQuerySchema(route.paging.defaultPageSize);
  const aligned = alignKeys(query, schema) as Record<string, unknown>;
  const parsed = schema.safeParse({ pageNumber: aligned.pageNumber, pageSize: aligned.pageSize });
  if (parsed.success) return parsed.data;
  problems.push(...describeIssues('query', parsed.error.issues, aligned));
  return null;
}

/**
 * Reads the arguments that may travel in the query string or in a JSON body (the spec names the arguments of several
 * PUT and DELETE calls without saying where they travel): both parts merged, names in any letter case, the query
 * winning. A missing argument reads "This field is required".
 */
function parseArguments(schema: z.ZodObject | undefined, query: Record<string, unknown>, body: unknown, problems: string[]): unknown {
  if (!schema) return undefined;
  const given = new Map<string, unknown>();
  for (const [key, value] of [...Object.entries(asRecord(body)), ...Object.entries(query)]) given.set(key.toLowerCase(), value);
  const merged: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) if (given.has(key.toLowerCase())) merged[key] = given.get(key.toLowerCase());
  const parsed = schema.safeParse(merged);
  if (parsed.success) return parsed.data;
  problems.push(...new Set(parsed.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return `${field}: ${merged[String(issue.path[0])] === undefined ? 'This field is required' : issue.message}`;
  })));
  return undefined;
}

/** Removes the paging keys (any letter case) so a strict query schema does not see them. */
function withoutPagingKeys(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([key]) => !['pagenumber', 'pagesize'].includes(key.toLowerCase())));
}

/**
 * Parses a call's query, path parameters and body with the route's schemas, keys matched in any letter case.
 * Every problem of every part is reported at once, each as "<field>: <reason>"; a text with a control character
 * or beyond the wire's length limit is refused whatever the route's schemas say.
 */
export function parseInput(route: RouteDefinition, raw: RawInput): Result<ParsedParts, string[]> {
  // Control characters and oversized texts are refused in every part before any schema reads it.
  // A route that carries a file as base64 (roster, Smart PN PDF, drafts) declares its own body limit: one text of its
  // body may be that long; its other fields keep their schema's own maximum.
  const bodyTextMax = route.bodyLimitBytes ?? WIRE_TEXT_MAX_LENGTH;
  const problems = [...textProblems(raw.query, 'query'), ...textProblems(raw.params, 'params'), ...textProblems(raw.body, 'body', bodyTextMax)];
  if (problems.length > 0) return err(problems);
  const query = asRecord(raw.query);
  const page = parsePage(route, query, problems);
  const parsedQuery = parsePart('query', route.schemas.query, route.paging ? withoutPagingKeys(query) : query, problems);
  const params = parsePart('params', route.schemas.params, asRecord(raw.params), problems);
  const body = parsePart('body', route.schemas.body, raw.body, problems);
  if (problems.length > 0) return err(problems);
  const args = parseArguments(route.endpoint.arguments, query, raw.body, problems);
  if (problems.length > 0) return err(problems);
  return ok({ query: parsedQuery, params, body, args, page });
}
