import { PAGINATION_HEADER, toPaginationHeader, type AuditRecord, type Page } from '@rafdesk/core';
import type { Result } from 'neverthrow';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { validationError, type RouteFailure } from './route-failure.js';
import { apiPath } from './api-path.js';
import { jsonArrayStream, STREAMED_LIST_ROWS } from './json-array-stream.js';
import { parseInput } from './parse-input.js';
import type { ParsedInput, RouteDefinition } from './route-definition.js';
import { auditLine, callerOf, metaOf, recordAudit, routeGuard, sendError, type RoutePorts } from './route-guard.js';

const outcomeOf = (error: RouteFailure): AuditRecord['outcome'] => (error.kind === 'Forbidden' || error.kind === 'NotFound' ? 'denied' : 'failed');

function isPage(value: unknown): value is Page<unknown> {
  if (value === null || typeof value !== 'object') return false;
  const page = value as Partial<Page<unknown>>;
  return Array.isArray(page.items) && typeof page.totalCount === 'number';
}

/**
 * The schema a route's answer is shaped by, made once per route: a zod schema compiles its parser on first use, so an
 * array schema made per paged call paid that compilation every time. Null when the route replies on its own.
 */
function replySchema(route: RouteDefinition): ZodType | null {
  const schema = route.schemas.response;
  if (!schema || route.reply) return null;
  return route.paging ? schema.array() : schema;
}

/** Applies the response schema, when the route has one, so fields it does not name never leave the server. */
function shape(schema: ZodType | null, body: unknown): { ok: true; value: unknown } | { ok: false } {
  if (!schema) return { ok: true, value: body };
  const parsed = schema.safeParse(body);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false };
}

/** Logged when an audited change wrote outside a transaction: that write could commit without its audit line. */
export const STRAY_CHANGE = 'audited change written outside its transaction';

/**
 * Calls the route's handler. A change a signed-in user makes on an audited route carries its audit line into its
 * transaction; `audited` says the line is already committed with it.
 */
async function handle(route: RouteDefinition, ports: RoutePorts, input: ParsedInput, log: FastifyBaseLogger): Promise<{ result: Result<unknown, RouteFailure>; audited: boolean }> {
  const line = input.user && route.method !== 'GET' && ports.auditScope
    ? auditLine(ports, route, { user: input.user, meta: input.meta, recordId: route.audit?.recordId(input, undefined) ?? null, outcome: 'success' })
    : null;
  if (!line || !ports.auditScope) return { result: await route.handle(input), audited: false };
  const { value, written, changedOutsideTransaction } = await ports.auditScope.during(line, async () => await route.handle(input));
  if (changedOutsideTransaction) log.warn({ action: line.action, requestId: line.requestId }, STRAY_CHANGE);
  return { result: value, audited: written };
}

async function sendSuccess(route: RouteDefinition, schema: ZodType | null, ports: RoutePorts, input: ParsedInput, value: unknown, reply: FastifyReply, audited: boolean) {
  let body = value;
  if (route.paging) {
    if (!isPage(value) || !input.page) throw new TypeError(`paged route ${route.path} did not return a page`);
    reply.header(PAGINATION_HEADER, toPaginationHeader({ totalCount: value.totalCount, pageSize: input.page.pageSize, currentPage: input.page.pageNumber }));
    body = value.items;
  }
  const mismatch = () => new TypeError(`reply of ${route.path} does not match its response schema`);
  const streamed = route.paging !== null && Array.isArray(body) && body.length > STREAMED_LIST_ROWS;
  const shaped = streamed ? { ok: true as const, value: body } : shape(schema, body);
  if (!shaped.ok) throw mismatch();
  if (input.user && !audited) {
    const recordId = route.audit?.recordId(input, value) ?? null;
    const refused = await recordAudit(ports, route, { user: input.user, meta: input.meta, recordId, outcome: 'success' });
    // Patient data is not handed out unless its access is on the record.
    if (refused) return sendError(reply, refused);
  }
  if (route.reply) return route.reply(value, reply);
  if (route.successStatus === 204) return reply.code(204).send();
  if (streamed) return reply.code(200).type('application/json; charset=utf-8').send(jsonArrayStream(body as unknown[], route.schemas.response, mismatch));
  // Serialized here so a plain string or `undefined` is still JSON (`"text"`, `null`), never text/plain.
  return reply.code(route.successStatus).type('application/json; charset=utf-8').send(JSON.stringify(shaped.value ?? null));
}

/**
 * Mounts a route definition at `/api/<path>`: the guard runs before the body is read, then the handler
 * parses the input, calls the definition's handler and matches its Result. Thrown errors reach the server's
 * error handler and become a generic 500.
 */
export function mountRoute(app: FastifyInstance, route: RouteDefinition, ports: RoutePorts): void {
  const schema = replySchema(route);
  app.route({
    method: route.method,
    url: apiPath(route),
    ...(route.bodyLimitBytes !== null ? { bodyLimit: route.bodyLimitBytes } : {}),
    config: route.rateLimit ? { rateLimit: { max: route.rateLimit.max, timeWindow: route.rateLimit.timeWindowMs } } : {},
    onRequest: routeGuard(route, ports),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const user = callerOf(request);
      const meta = metaOf(request);
      const parsed = parseInput(route, { query: request.query, params: request.params, body: request.body });
      if (parsed.isErr()) {
        if (user) await recordAudit(ports, route, { user, meta, recordId: null, outcome: 'failed' });
        return sendError(reply, validationError(parsed.error));
      }
      const input: ParsedInput = { ...parsed.value, user, meta };
      const { result, audited } = await handle(route, ports, input, request.log);
      if (result.isOk()) return sendSuccess(route, schema, ports, input, result.value, reply, audited);
      if (user) await recordAudit(ports, route, { user, meta, recordId: route.audit?.recordId(input, undefined) ?? null, outcome: outcomeOf(result.error) });
      return sendError(reply, result.error);
    },
  });
}
