import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { UserId } from '@rafdesk/core';
import { inbox, officialClient } from '../realtime/harness/clients.js';
import { call, errorsOf, issuedTokens, signIn } from '../api/harness/client.js';
import { ticketsOf } from '../api/harness/hub-tickets.js';
import { signUpBody } from '../api/harness/bodies.js';
import { CLIENT_ID, LocalIssuer, NONCE } from '../api/harness/local-issuer.js';
import { checkLogsAfterAll } from '../api/harness/log-check.js';
import { capturedLog } from '../api/harness/captured-log.js';
import { DEMO_PASSWORD, describeApi } from '../api/harness/portal-harness.js';

// Issue 32, items 2, 6 and 8 (all but the PGlite restart): one case per finding, each answered wrongly before its fix.

const issuer = new LocalIssuer();
beforeAll(() => issuer.start());
afterAll(() => issuer.close());

describeApi('Attack suite: identity provider, hub under maintenance, operations', (world) => {
  // Every test's portal trusts the local issuer and serves a built web app (both apply from the next composition on).
  let webApp = '';
  beforeAll(async () => {
    webApp = await mkdtemp(join(tmpdir(), 'rafdesk-security-web-'));
    await writeFile(join(webApp, 'index.html'), '<!doctype html><title>RAFdesk</title>');
    world.env = { RAFDESK_OIDC_ISSUER: issuer.issuer, RAFDESK_OIDC_CLIENT_ID: CLIENT_ID };
    world.staticRoot = webApp;
  });
  afterAll(() => rm(webApp, { recursive: true, force: true }));
  const providerSignIn = (body: Record<string, unknown>) => call(world.portal(), 'POST', '/api/Authentication/GoogleSignIn', { body });
  const signedIn = (answer: { status: number; body: unknown }) => {
    if (answer.status === 200) issuedTokens.push(String((answer.body as { token: string }).token));
    return answer.status;
  };

  it('item 2: the same ID token signs in once; its replay is refused', async () => {
    const idToken = await issuer.idToken({ sub: 'replayed', email: 'doctor@rafdesk.example' }, world.clock.now());
    expect(signedIn(await providerSignIn({ idToken, nonce: NONCE }))).toBe(200);
    expect(signedIn(await providerSignIn({ idToken, nonce: NONCE }))).toBe(401);
  });

  it('item 2: a token minted with a nonce is refused when the client omits the nonce or sends another', async () => {
    const omitted = await providerSignIn({ idToken: await issuer.idToken({ sub: 'n-1', email: 'doctor@rafdesk.example' }, world.clock.now()) });
    expect(signedIn(omitted)).toBe(400);
    expect(errorsOf(omitted)).toEqual(['nonce: This field is required']);
    const other = await providerSignIn({ idToken: await issuer.idToken({ sub: 'n-2', email: 'doctor@rafdesk.example' }, world.clock.now()), nonce: 'another' });
    expect(signedIn(other)).toBe(401);
  });

  it('item 2: a self-registered doctor cannot sign in through the provider before the team\'s set-password step', async () => {
    expect((await call(world.portal(), 'POST', '/api/Doctors', { body: signUpBody() })).status).toBe(201);
    const answer = await providerSignIn({ idToken: await issuer.idToken({ sub: 'nora', email: 'nora.newdoc@clinic.example' }, world.clock.now()), nonce: NONCE });
    expect(signedIn(answer)).toBe(400);
    expect(errorsOf(answer)).toEqual(['This account signs in with its user name and password']);
  });

  it('item 2: an Admin without a second factor cannot sign in by verified e-mail alone', async () => {
    const answer = await providerSignIn({ idToken: await issuer.idToken({ sub: 'admin-sub', email: 'admin@rafdesk.example' }, world.clock.now()), nonce: NONCE });
    expect(signedIn(answer)).toBe(400);
    expect(errorsOf(answer)).toEqual(['This account signs in with its user name and password']);
  });

  const open: { stop(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((connection) => connection.stop()));
  });
  /** A hub connection of a demo account on a listening portal, started, and its way to the hub for a later one. */
  const listening = new WeakMap<object, Promise<string>>();
  const connected = async (userName: string) => {
    const portal = world.portal();
    if (!listening.has(portal)) listening.set(portal, portal.app.listen({ port: 0, host: '127.0.0.1' }));
    const base = await listening.get(portal);
    const account = await signIn(portal, userName);
    const connection = officialClient(`${base}/hubs/notifications`, ticketsOf(portal, account.token));
    open.push(connection);
    await connection.start();
    return { ...account, connection, hubUrl: `${base}/hubs/notifications` };
  };
  const maintenanceOn = async (adminToken: string) => {
    const answer = await call(world.portal(), 'POST', '/api/Users/maintenance', { token: adminToken, body: { password: DEMO_PASSWORD, maintenance: true } });
    expect(answer.status).toBe(204);
  };

  it('item 6: maintenance closes the open hub sockets of everyone but the Admin', async () => {
    const admin = await connected('admin');
    const doctor = await connected('doctor');
    await maintenanceOn(admin.token);
    await expect.poll(() => doctor.connection.state).toBe(HubConnectionState.Disconnected);
    expect(admin.connection.state).toBe(HubConnectionState.Connected);
  });

  it('item 6: a hub ticket fetched just before maintenance opens no socket during it', async () => {
    const admin = await connected('admin');
    const doctor = await signIn(world.portal(), 'doctor');
    const ticket = await ticketsOf(world.portal(), doctor.token)();
    await maintenanceOn(admin.token);
    const late = officialClient(admin.hubUrl, () => ticket, { skipNegotiation: true });
    open.push(late);
    await expect(late.start()).rejects.toThrow();
  });

  it('item 6: a Superuser\'s SendToRole during maintenance is neither stored nor delivered', async () => {
    const admin = await connected('admin');
    const superuser = await connected('superuser');
    const received = inbox(admin.connection);
    await maintenanceOn(admin.token);
    const message = { MessageTitle: 'During maintenance', MessageBody: 'Hello', Roles: 'Admin', ByRole: true, IsPersistent: true, IsAnonymous: false };
    await expect(superuser.connection.invoke('SendToRole', message)).rejects.toThrow();
    const stored = (await world.portal().ports.notifications.listForUser(Number(admin.user.userId) as UserId))._unsafeUnwrap();
    expect(stored.filter((notification) => notification.title === 'During maintenance')).toEqual([]);
    expect(received.messages).toEqual([]);
  });

  it('item 8: every answer carries X-Request-Id, a well-formed incoming one is kept and logged, a hostile one replaced', async () => {
    const fresh = await call(world.portal(), 'GET', '/api/Misc/Genders');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await call(world.portal(), 'GET', '/api/Nothing/Here', { headers: { 'x-request-id': 'edge-4f1c.77' } });
    expect([kept.status, kept.headers['x-request-id']]).toEqual([404, 'edge-4f1c.77']);
    expect(capturedLog.lines.some((line) => line.includes('"reqId":"edge-4f1c.77"'))).toBe(true);
    const hostile = await call(world.portal(), 'GET', '/api/Misc/Genders', { headers: { 'x-request-id': `a\u2028b${'x'.repeat(200)}` } });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('item 8: GET /metrics (no metrics token configured) answers 404, not the web page', async () => {
    const metrics = await call(world.portal(), 'GET', '/metrics', { headers: { accept: '*/*' } });
    expect(metrics.status).toBe(404);
    expect(String(metrics.headers['content-type'])).toMatch(/json/);
    const page = await call(world.portal(), 'GET', '/patients', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
  });

  it('item 8: a gallery video\'s previewImagePath refuses a javascript: URL', async () => {
    const admin = await signIn(world.portal(), 'admin');
    const upload = { title: 'Coding 101', description: null, categoria: 1, rolId: '5', videoPath: 'talk.mp4', previewImagePath: 'javascript:alert(document.cookie)', status: true, preview: true };
    const answer = await call(world.portal(), 'POST', '/api/Gallery/Upload', { token: admin.token, body: upload });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer).some((line) => line.startsWith('previewImagePath:'))).toBe(true);
  });

  it('item 8: a password typed as user name is not kept in sign_in_event', async () => {
    const typo = await call(world.portal(), 'POST', '/api/Authentication', { body: { userName: 'Tr0ub4dor&3-typed-here', password: 'doctor' } });
    expect(typo.status).toBe(400);
    const rows = await world.portal().database.db.selectFrom('sign_in_event').select('user_name').execute();
    expect(rows.map((row) => row.user_name.toLowerCase()).filter((name) => name.includes('tr0ub4dor'))).toEqual([]);
  });

  it('item 8: each demo account has its own argon2id salt and hash', async () => {
    const rows = await world.portal().database.db.selectFrom('app_user').select(['user_name', 'password_hash']).execute();
    const hashes = rows.map((row) => row.password_hash).filter((hash): hash is string => hash !== null);
    expect(hashes.length).toBeGreaterThanOrEqual(7);
    expect(new Set(hashes.map((hash) => hash.split('$')[4])).size).toBe(hashes.length);
  });
});

checkLogsAfterAll();
