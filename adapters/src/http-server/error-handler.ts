import type { FastifyError, FastifyInstance } from 'fastify';
import type { RouteFailure } from './route-failure.js';
import { sendError } from './route-guard.js';
import { JSON_BODY_PROBLEMS } from './json-body.js';
import { BOUNDARY_PROBLEMS } from './multipart-boundary.js';

/** Fastify's own body errors and our parsers' refusals, worded without quoting the body. */
const BODY_PROBLEMS: Readonly<Record<string, string>> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: This field is required',
  FST_ERR_CTP_INVALID_JSON_BODY: 'body: is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'body: length does not match Content-Length',
  ...JSON_BODY_PROBLEMS,
  ...BOUNDARY_PROBLEMS,
};

/** A PostgreSQL driver's five-character SQL state, when the thrown error carries one. */
const sqlStateOfThrown = (error: Partial<FastifyError>): string | null =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) ? error.code : null;

/** Classifies an error thrown inside Fastify (parsers, plugins, a handler's bug) as one of our kinds. */
export function classifyThrown(error: Partial<FastifyError>, retryAfter: unknown): RouteFailure {
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  const problem = error.code ? BODY_PROBLEMS[error.code] : undefined;
  if (problem) return { kind: 'Validation', errors: [problem] };
  // JSON.parse errors (bad JSON, prototype poisoning) arrive with status 400 and no code of ours.
  if (status === 400) return { kind: 'Validation', errors: ['request: is malformed'] };
  if (status === 413) return { kind: 'PayloadTooLarge' };
  if (status === 415) return { kind: 'UnsupportedMediaType' };
  if (status === 429) return { kind: 'TooManyRequests', retryAfterSeconds: Number(retryAfter) || 60 };
  return { kind: 'Unexpected' };
}

/**
 * Every thrown error ends here: mapped to a kind and answered through `toHttpError`, never with a message or
 * stack of its own. Server-side faults are logged with the redacting error serializer.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const kind = classifyThrown(error, reply.getHeader('retry-after'));
    // The thrown error's type, code (a driver's SQL state) and frames; sendError adds the line with the request id.
    if (kind.kind === 'Unexpected') request.log.error({ err: error, sqlState: sqlStateOfThrown(error) }, 'request threw');
    return sendError(reply, kind);
  });
}
