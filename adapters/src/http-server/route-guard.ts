import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Result } from 'neverthrow';
import type { RouteFailure } from './route-failure.js';
import type { AuditLog, AuditRecord, AuditScope, Clock } from '@rafdesk/core';
import type { Authenticate, AuthenticatedUser, Authorize, RequestMeta } from './principal.js';
import type { RouteDefinition } from './route-definition.js';
import { toHttpError } from './to-http-error.js';

/** The ports every mounted route shares. */
export interface RoutePorts {
  readonly authenticate: Authenticate;
  readonly authorize: Authorize;
  /** Whether maintenance mode is on; a rejection counts as "cannot tell" and answers 503. */
  readonly maintenance: () => PromiseLike<boolean>;
  /** Where audit entries go; only `append` is used. */
  readonly audit: Pick<AuditLog, 'append'>;
  /** Lets a change's transaction write its audit line; without it the line is appended after the change. */
  readonly auditScope: AuditScope | null;
  readonly clock: Clock;
}

const callers = new WeakMap<FastifyRequest, AuthenticatedUser>();

/** The caller a guard accepted for this request, or `null` on a public route. */
export const callerOf = (request: FastifyRequest): AuthenticatedUser | null => callers.get(request) ?? null;

export function metaOf(request: FastifyRequest): RequestMeta {
  const userAgent = request.headers['user-agent'];
  return { requestId: request.id, ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

/** The SQL state of a storage failure's reason ("storage 23505 patients_pkey"), when it has one. */
const sqlStateOf = (error: RouteFailure): string | null =>
  (error.kind === 'Unavailable' ? /^storage ([0-9A-Z]{5})\b/.exec(error.reason ?? '')?.[1] : undefined) ?? null;

/**
 * Sends the mapped error; the body never holds more than the mapped messages. Every 500 is logged with the
 * error's type, SQL state and the request id, never the values (the reason names a code and a constraint only).
 */
export function sendError(reply: FastifyReply, error: RouteFailure): FastifyReply {
  const { status, body, headers } = toHttpError(error);
  if (status === 500) {
    const reason = error.kind === 'Unavailable' ? (error.reason ?? null) : null;
    reply.request.log.error({ errorType: error.kind, sqlState: sqlStateOf(error), reason, requestId: reply.request.id }, 'request failed');
  }
  return reply.code(status).headers(headers).send(body);
}

/** The bearer token of the `Authorization` header, or `null`. Tokens in the query string are not accepted. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** Appends one audit entry for an audited route; the sink's refusal, or null once it is stored (or not audited). */
export async function recordAudit(
  ports: Pick<RoutePorts, 'audit' | 'clock'>,
  route: RouteDefinition,
  entry: { user: AuthenticatedUser; meta: RequestMeta; recordId: string | null; outcome: AuditRecord['outcome'] },
): Promise<RouteFailure | null> {
  const line = auditLine(ports, route, entry);
  if (!line) return null;
  const appended = await ports.audit.append(line);
  if (appended.isOk()) return null;
  return appended.error.kind === 'Unavailable' && appended.error.reason !== undefined ? { kind: 'Unavailable', reason: appended.error.reason } : { kind: 'Unavailable' };
}

/** The audit line of a call of `route`; null when the route is not audited. */
export function auditLine(
  ports: Pick<RoutePorts, 'clock'>,
  route: RouteDefinition,
  entry: { user: AuthenticatedUser; meta: RequestMeta; recordId: string | null; outcome: AuditRecord['outcome'] },
): AuditRecord | null {
  if (!route.audit) return null;
  return {
    userId: String(entry.user.userId),
    action: route.audit.action,
    recordId: entry.recordId,
    at: ports.clock.now(),
    ip: entry.meta.ip,
    requestId: entry.meta.requestId,
    outcome: entry.outcome,
  };
}

/** `Maintenance` while maintenance is on, `Unavailable` when that cannot be told, `null` otherwise. */
export async function maintenanceRefusal(ports: Pick<RoutePorts, 'maintenance'>): Promise<RouteFailure | null> {
  try {
    return (await ports.maintenance()) ? { kind: 'Maintenance' } : null;
  } catch {
    return { kind: 'Unavailable' };
  }
}

/**
 * The `onRequest` guard of a route, run before the body is read: maintenance (503, except for a user who may sign in
 * during it), then the bearer token (401), then the route's permission (403, audited when the route is). On success the caller is remembered for the handler.
 */
export function routeGuard(route: RouteDefinition, ports: RoutePorts) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const maintenance = route.duringMaintenance ? null : await maintenanceRefusal(ports);
    const token = bearerToken(request);
    const meta = metaOf(request);
    if (route.access === 'public') {
      if (maintenance === null) return undefined;
      // A public lookup (genders, roles) still answers the Admin who works during maintenance.
      const caller = maintenance.kind === 'Maintenance' && token !== null ? await ports.authenticate(token, meta) : null;
      return caller?.isOk() && ports.authorize(caller.value, 'maintenance.signIn') ? undefined : sendError(reply, maintenance);
    }

    const ticket = token === null ? urlTicketOf(route, request) : null;
    let authenticated: Result<AuthenticatedUser, RouteFailure>;
    if (token !== null) authenticated = await ports.authenticate(token, meta);
    else if (ticket !== null) authenticated = await ticket();
    else return sendError(reply, maintenance ?? { kind: 'Unauthenticated' });
    if (authenticated.isErr()) return sendError(reply, maintenance ?? authenticated.error);
    const user = authenticated.value;
    // Maintenance shuts out everyone but the users who may sign in during it (an Admin), as its confirmation says.
    if (maintenance !== null && (maintenance.kind !== 'Maintenance' || !ports.authorize(user, 'maintenance.signIn'))) return sendError(reply, maintenance);

    if (route.access !== 'signed-in' && !ports.authorize(user, route.access.permission)) {
      await recordAudit(ports, route, { user, meta, recordId: null, outcome: 'denied' });
      return sendError(reply, { kind: 'Forbidden' });
    }
    if (user.mustChangePassword === true && !PASSWORD_CHANGE_PATHS.has(route.path)) return sendError(reply, { kind: 'PasswordChangeRequired' });
    callers.set(request, user);
    return undefined;
  };
}

/** The route's URL ticket check for this request, when the route takes one and the query carries it. */
function urlTicketOf(route: RouteDefinition, request: FastifyRequest): (() => PromiseLike<Result<AuthenticatedUser, RouteFailure>>) | null {
  const urlTicket = route.urlTicket;
  const query = (request.query ?? {}) as Readonly<Record<string, unknown>>;
  const value = urlTicket === null ? undefined : query[urlTicket.parameter];
  return urlTicket !== null && typeof value === 'string' && value !== '' ? () => urlTicket.authenticate(value, query) : null;
}

/** What a user whose password someone else chose may still do. */
const PASSWORD_CHANGE_PATHS = new Set(['Users/ChangePassword', 'Authentication/SignOut']);
