import type { FastifyInstance } from 'fastify';
import { createHttpServer, type HttpServerOptions } from '../create-http-server.js';
import { DoctorIdSchema, UserIdSchema, type RoleName } from '@rafdesk/core';
import type { AuthenticatedUser, Permission } from '../principal.js';
import type { RouteDefinition } from '../route-definition.js';
import { CapturedLog } from './captured-log.js';
import { InMemoryAuditSink } from './in-memory-audit-sink.js';
import { InMemorySessions } from './in-memory-sessions.js';

/** A server built on fakes, with handles on each fake so a test can steer and inspect them. */
export interface TestServer {
  readonly app: FastifyInstance;
  readonly log: CapturedLog;
  readonly audit: InMemoryAuditSink;
  readonly sessions: InMemorySessions;
  /** Flip to put the server under maintenance. */
  readonly maintenance: { on: boolean };
  /** A bearer header for a freshly signed-in user. */
  bearer(user: AuthenticatedUser): { authorization: string };
}

/** Which permissions each role holds in tests: a table, like the real access rules. */
export type PermissionTable = Readonly<Partial<Record<RoleName, readonly Permission[]>>>;

export const FIXED_NOW = new Date('2026-03-04T05:06:07.000Z');

/**
 * Builds the real server over fakes: sessions in a map, audit in an array, log lines captured, a fixed clock,
 * and role access decided by `permissions` (a table of the test's own, so tests do not hang on the real one). Anything in `overrides` replaces the default.
 */
export async function buildTestServer(routes: readonly RouteDefinition[], permissions: PermissionTable = {}, overrides: Partial<HttpServerOptions> = {}): Promise<TestServer> {
  const log = new CapturedLog();
  const audit = new InMemoryAuditSink();
  const sessions = new InMemorySessions();
  const maintenance = { on: false };
  const app = await createHttpServer({
    log: { destination: log, level: 'info' },
    publicConfig: { apiBase: '/api', hubUrl: '/hubs/notifications' },
    authenticate: sessions.authenticate,
    authorize: (user, permission) => (permissions[user.role] ?? []).includes(permission),
    maintenance: async () => maintenance.on,
    audit,
    clock: { now: () => FIXED_NOW },
    routes,
    ...overrides,
  });
  return { app, log, audit, sessions, maintenance, bearer: (user) => ({ authorization: `Bearer ${sessions.signIn(user)}` }) };
}

/** A signed-in user of the given role for tests; ids are small positive integers like the API's. */
export function aUser(role: RoleName, id: number): AuthenticatedUser {
  return { userId: UserIdSchema.parse(id), userName: `user${id}`, role, sessionId: `session-${id}`, doctorId: role === 'Doctor' ? DoctorIdSchema.parse(id) : null };
}
