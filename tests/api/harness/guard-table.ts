import type { Portal } from '@rafdesk/cli/composition-root';
import { expect, it } from 'vitest';
import { call, signIn } from './client.js';
import type { ApiWorld } from './portal-harness.js';

/** One route of a guard table; its arguments are plausible, the guards answer before they matter. */
export interface GuardRow {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly url: string;
  readonly body?: unknown;
  /** A role refused with 403 (by the route's permission, or by the use case for roles without such a list). */
  readonly wrongRole?: string;
  /** Answered without a token. */
  readonly public?: boolean;
  /** Answered while maintenance is on. */
  readonly duringMaintenance?: boolean;
}

const label = (row: GuardRow) => `${row.method} ${row.url}`;

/** Expects every row to answer `status`, with the token when one is given. */
export async function expectEveryStatus(portal: Portal, rows: readonly GuardRow[], status: number, token: string | null = null): Promise<void> {
  for (const row of rows) {
    const answer = await call(portal, row.method, row.url, { token, body: row.body });
    expect(answer.status, label(row)).toBe(status);
  }
}

/**
 * The tests every guard table gets: each route is in the OpenAPI document, each route
 * that is not public answers 401 without a token, and each `wrongRole` is answered 403.
 */
export function defineGuardTests(world: ApiWorld, routes: readonly GuardRow[]): void {
  it('lists every route of the table in the OpenAPI document', async () => {
    const answer = await call(world.portal(), 'GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    const operations = Object.entries((answer.body as { paths: Record<string, Record<string, unknown>> }).paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.toLowerCase()}`));
    for (const row of routes) {
      const path = row.url.split('?')[0]!.toLowerCase().replace(/\/1$/, '/{id}');
      expect(operations, `${row.method} ${path}`).toContain(`${row.method} ${path}`);
    }
  });

  it('answers 401 without a token on every route that is not public', async () => {
    await expectEveryStatus(world.portal(), routes.filter((r) => !r.public), 401);
  });

  it('answers 403 to a role the access rules refuse', async () => {
    const tokens = new Map<string, string>();
    for (const row of routes) {
      const role = row.wrongRole;
      if (role === undefined) continue;
      if (!tokens.has(role)) tokens.set(role, (await signIn(world.portal(), role)).token);
      const answer = await call(world.portal(), row.method, row.url, { token: tokens.get(role)!, body: row.body });
      expect(answer.status, `${role}: ${label(row)}`).toBe(403);
    }
  });
}

/**
 * Maintenance switched on through the ports: every route of the table answers 503 to anyone but an Admin (anonymous
 * or signed in), and an Admin, who may work during maintenance, gets no 503 from any of them.
 */
export function defineMaintenanceGuardTest(world: ApiWorld, routes: readonly GuardRow[]): void {
  it('answers 503 on every route to anyone but an Admin, signed in or not', async () => {
    const admin = await signIn(world.portal(), 'admin');
    const superuser = await signIn(world.portal(), 'superuser');
    const switched = await world.portal().ports.settings.setMaintenance(true, null, world.clock.now());
    expect(switched.isOk(), JSON.stringify(switched)).toBe(true);
    await expectEveryStatus(world.portal(), routes, 503, superuser.token);
    await expectEveryStatus(world.portal(), routes, 503, null);
    for (const row of routes) {
      const answer = await call(world.portal(), row.method, row.url, { token: admin.token, body: row.body });
      expect(answer.status, `admin: ${label(row)}`).not.toBe(503);
    }
  });
}
