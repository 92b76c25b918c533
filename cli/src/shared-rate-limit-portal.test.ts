import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@rafdesk/adapters/persistence';
import { SIGN_IN_RATE } from '@rafdesk/adapters/http-server';
import { composePortal, PGLITE_TEMPLATE, type Portal } from './composition-root.js';

// Two portals on one database stand for two `rafdesk serve` processes of a site: the sign-in limit is counted in the
// database, so together they allow what one does (each process counting its own allowed twice the tries).
let database: DatabaseHandle;
const portals: Portal[] = [];

beforeAll(async () => {
  database = (await openDatabase({ memory: true, template: PGLITE_TEMPLATE }))._unsafeUnwrap();
  for (let i = 0; i < 2; i += 1) portals.push(await composePortal({ database: { handle: database }, logger: { level: 'silent' } }));
}, 120_000);
afterAll(async () => {
  for (const portal of portals) await portal.close();
  await database?.close();
});

// A new user name each time, so the per-name lockout (5 failures) never answers before the address's limit does.
let attempt = 0;
const signIn = (portal: Portal, remoteAddress = '203.0.113.7') => portal.app.inject({
  method: 'POST', url: '/api/Authentication', payload: { userName: `nobody${(attempt += 1)}`, password: 'wrong-password-1' }, remoteAddress,
});

describe('the sign-in rate limit of two processes on one database', () => {
  it('allows the limit once across both, then refuses on either with 429 and when to try again', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_RATE.max; i += 1) statuses.push((await signIn(portals[i % 2] as Portal)).statusCode);
    // A wrong user name or password answers 400 with the spec's words; the limit is the 429.
    expect(statuses).toEqual(Array.from({ length: SIGN_IN_RATE.max }, () => 400));
    for (const portal of portals) {
      const refused = await signIn(portal);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await signIn(portals[1] as Portal, '203.0.113.8')).statusCode).toBe(400);
  });
});
