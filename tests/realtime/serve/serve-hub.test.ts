// The notification hub inside a real `rafdesk serve` process (PGlite), driven by the official @microsoft/signalr
// client and the web app's own wrapper, exactly as a browser reaches it: tickets from the API, hub on the same port.
import { HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import { SignalrNotificationConnection } from '@rafdesk/adapters/realtime-client';
import { realtimeConnectionActors, realtimeConnectionMachine } from '@rafdesk/core';
import { decodeJwt, SignJWT } from 'jose';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor, type Actor } from 'xstate';
import { eventually, inbox, officialClient, RawHubSocket, RS } from '../harness/clients.js';
import { aMessage, call, negotiate, Secrets, signIn, ticketFor, ticketsOf, type SignedIn } from './harness/portal-client.js';
import { DEMO_PASSWORD, sharedEnv, startServe, stopAll, type ServeProcess } from './harness/serve-process.js';

const secrets = new Secrets();
const env = sharedEnv();
const servers: ServeProcess[] = [];
const clients: HubConnection[] = [];
let actor: Actor<typeof realtimeConnectionMachine> | null = null;
let dataDir = '';
let admin: SignedIn;
let doctor: SignedIn;
let doctor2: SignedIn;

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const current = (): ServeProcess => {
  const server = servers.at(-1);
  if (server === undefined) throw new Error('no server');
  return server;
};

/** An official client as the web app builds it, with a fresh ticket for every negotiate and WebSocket. */
async function connect(user: SignedIn, options: { query?: string; reconnectDelaysMs?: number[] } = {}) {
  const connection = officialClient(current().hubUrl, ticketsOf(() => current().baseUrl, user.token, secrets), options);
  clients.push(connection);
  const received = inbox(connection);
  await connection.start();
  return { connection, received };
}

/** Signs a demo account in once more: a session of its own, which a test may end without touching the others. */
const freshSession = (userName: string) => signIn(current().baseUrl, userName, secrets);

/** A hub ticket signed with the servers' own secret, as only someone holding that secret could make it. */
async function forgedTicket(apiToken: string, claims: { issuedAt: number; expiresAt: number }): Promise<string> {
  const { sub, sid } = decodeJwt(apiToken);
  const jwt = new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256', typ: 'rafdesk-hub-ticket+jwt' }).setIssuer('rafdesk').setAudience('rafdesk:hub')
    .setSubject(String(sub)).setJti(crypto.randomUUID()).setIssuedAt(claims.issuedAt).setNotBefore(claims.issuedAt).setExpirationTime(claims.expiresAt);
  return secrets.add(await jwt.sign(Buffer.from(env.RAFDESK_TOKEN_SECRET ?? '', 'base64')));
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rafdesk-serve-hub-'));
  servers.push(await startServe({ dataDir, env }));
  admin = await signIn(current().baseUrl, 'admin', secrets);
  doctor = await signIn(current().baseUrl, 'doctor', secrets);
  doctor2 = await signIn(current().baseUrl, 'doctor2', secrets);
});

afterAll(async () => {
  actor?.send({ type: 'session.signedOut' });
  actor?.stop();
  await Promise.all(clients.map((connection) => connection.stop().catch(() => undefined)));
  await stopAll(servers);
  if (dataDir !== '') await rm(dataDir, { recursive: true, force: true });
});

describe('the notification hub of rafdesk serve, with the official client', () => {
  it('delivers SendMessageToUser to the named user only, naming the sender, and answers with the stored id', async () => {
    const sender = await connect(admin);
    const named = await connect(doctor);
    // Claiming another user's id in the URL changes nothing: identity comes from the ticket.
    const claimant = await connect(doctor2, { query: `userId=${doctor.userId}` });
    const id = await sender.connection.invoke('SendMessageToUser', aMessage({ UserId_M: String(doctor.userId), UserId: doctor2.userId, ByRole: false }));
    expect(typeof id).toBe('number');
    expect(await named.received.next()).toMatchObject({
      notificationID: id, notificationId: id, messageTitle: 'Clinic closed Friday', title: 'Clinic closed Friday',
      messageBody: 'The office closes at noon.', body: 'The office closes at noon.', isPersistent: false, readFlag: false,
      isAnonymous: false, userId: admin.userId, byRole: false,
    });
    await settle(300);
    expect(claimant.received.messages).toEqual([]);
    expect(sender.received.messages).toEqual([]);
    const stored = await call(current().baseUrl, 'GET', `/api/Notifications?userId=${doctor.userId}`, { token: doctor.token });
    expect((stored.body as { notificationID: number }[]).map((n) => n.notificationID)).toContain(id);
  });

  it('fans SendToRole out to every connection of the role, hides an anonymous sender, and refuses a role that may not send', async () => {
    const sender = await connect(admin);
    const doctors = [await connect(doctor), await connect(doctor2)];
    const staff = await connect(await freshSession('staff'));
    await sender.connection.invoke('SendToRole', aMessage({ Roles: 'Doctor', ByRole: true, IsAnonymous: true, MessageTitle: 'To all doctors' }));
    for (const each of doctors) expect(await each.received.next()).toMatchObject({ messageTitle: 'To all doctors', byRole: true, isAnonymous: true, userId: null });
    await sender.connection.send('SendToRole', aMessage({ Roles: 'Doctor', ByRole: true, MessageTitle: 'Named, fire and forget' }));
    for (const each of doctors) expect(await each.received.next()).toMatchObject({ messageTitle: 'Named, fire and forget', isAnonymous: false, userId: admin.userId });
    await settle(300);
    expect(staff.received.messages).toEqual([]);
    await expect(doctors[0]!.connection.invoke('SendToRole', aMessage({ Roles: 'Admin', ByRole: true }))).rejects.toThrow('You do not have permission to do this');
    await expect(sender.connection.invoke('sendToRole', aMessage({ Roles: 'Doctor' }))).rejects.toThrow(/does not exist/);
    // The notification form's limits, worded as POST Notifications words them.
    const viaApi = await call(current().baseUrl, 'POST', '/api/Notifications', { token: admin.token, body: { ...aMessage({ Roles: 'Doctor', ByRole: true }), MessageTitle: 'x'.repeat(101) } });
    expect(viaApi.status).toBe(400);
    const [apiLine] = (viaApi.body as { errors: string[] }).errors;
    expect(apiLine).toMatch(/^MessageTitle: /);
    await expect(sender.connection.invoke('SendToRole', aMessage({ Roles: 'Doctor', ByRole: true, MessageTitle: 'x'.repeat(101) }))).rejects.toThrow(apiLine);
    await expect(sender.connection.invoke('SendToRole', aMessage({ Roles: 'Doctor', ByRole: true, MessageTitle: '   ' }))).rejects.toThrow(/MessageTitle: /);
  });

  it('pushes what POST Notifications stores, the same way', async () => {
    const named = await connect(doctor2);
    const sent = await call(current().baseUrl, 'POST', '/api/Notifications', {
      token: admin.token, body: aMessage({ MessageTitle: 'Stored and pushed', UserId_M: String(doctor2.userId), IsPersistent: true }),
    });
    expect(sent.status).toBe(204);
    expect(await named.received.next()).toMatchObject({ messageTitle: 'Stored and pushed', isPersistent: true });
  });

  it('accepts single-use hub tickets only: no ticket, an API token, a spent or an expired ticket is refused', async () => {
    const { hubUrl, baseUrl } = current();
    await expect(officialClient(hubUrl, () => '').start()).rejects.toThrow();
    await expect(officialClient(hubUrl, () => doctor.token).start()).rejects.toThrow();
    expect((await call(baseUrl, 'POST', '/api/realtime/ticket')).status).toBe(401);

    const ticket = await ticketFor(baseUrl, doctor.token, secrets);
    expect((await negotiate(hubUrl, ticket, secrets)).status).toBe(200);
    expect((await negotiate(hubUrl, ticket, secrets)).status).toBe(401);
    const now = Math.floor(Date.now() / 1000);
    expect((await negotiate(hubUrl, await forgedTicket(doctor.token, { issuedAt: now - 120, expiresAt: now - 60 }), secrets)).status).toBe(401);
    expect((await negotiate(hubUrl, await forgedTicket(doctor.token, { issuedAt: now, expiresAt: now + 60 }), secrets)).status).toBe(200);

    // A negotiated connection still needs a live ticket of the same session for its WebSocket.
    const { connectionToken } = await negotiate(hubUrl, await ticketFor(baseUrl, doctor.token, secrets), secrets);
    const url = `${hubUrl}?id=${encodeURIComponent(connectionToken ?? '')}`;
    await expect(RawHubSocket.open(`${url}&access_token=${encodeURIComponent(doctor.token)}`)).rejects.toThrow('status 401');
    await expect(RawHubSocket.open(`${url}&access_token=${encodeURIComponent(await ticketFor(baseUrl, doctor2.token, secrets))}`)).rejects.toThrow('status 404');
    const raw = await RawHubSocket.connected(`${url}&access_token=${encodeURIComponent(await ticketFor(baseUrl, doctor.token, secrets))}`);
    expect(raw.isOpen).toBe(true);
    raw.close();
  });

  it('closes the connections of a signed-out session and of a disabled account with a Close that stops reconnecting', async () => {
    const leaving = await freshSession('doctor');
    const disabled = await freshSession('training');
    const stays = await connect(doctor);
    const ends = [await connect(leaving, { reconnectDelaysMs: [0, 100, 100] }), await connect(disabled, { reconnectDelaysMs: [0, 100, 100] })];
    const reconnecting = ends.map(() => false);
    const closed = ends.map(() => false);
    ends.forEach(({ connection }, i) => {
      connection.onreconnecting(() => void (reconnecting[i] = true));
      connection.onclose(() => void (closed[i] = true));
    });

    expect((await call(current().baseUrl, 'POST', '/api/Authentication/SignOut', { token: leaving.token })).status).toBe(204);
    await eventually(() => closed[0] === true);
    expect((await call(current().baseUrl, 'PUT', `/api/Users/UpdateUserStatus?userId=${disabled.userId}&statusValue=false`, { token: admin.token })).status).toBe(204);
    await eventually(() => closed[1] === true);
    await settle(400);
    expect(reconnecting).toEqual([false, false]);
    expect(ends.map(({ connection }) => connection.state)).toEqual([HubConnectionState.Disconnected, HubConnectionState.Disconnected]);
    expect(stays.connection.state).toBe(HubConnectionState.Connected);
    expect((await call(current().baseUrl, 'PUT', `/api/Users/UpdateUserStatus?userId=${disabled.userId}&statusValue=true`, { token: admin.token })).status).toBe(204);
  });

  it('logs a placeholder for a path no route names, and nothing of the hub URL', async () => {
    const { baseUrl, hubUrl } = current();
    expect((await call(baseUrl, 'GET', '/ZZCANARYLAST.txt?dob=1901-02-03')).status).toBe(404);
    const ticket = await ticketFor(baseUrl, admin.token, secrets);
    await expect(RawHubSocket.open(`${hubUrl}?id=ZZCANARYID&access_token=${encodeURIComponent(ticket)}`)).rejects.toThrow('status 404');
    expect((await call(baseUrl, 'GET', `/hubs/notifications?id=ZZCANARYID&access_token=${encodeURIComponent(ticket)}`)).status).toBe(405);
    // pino writes asynchronously: the lines arrive a moment after the answers.
    await eventually(() => current().lines.some((line) => line.includes('"url":"/(web app)"')));
    await eventually(() => current().lines.some((line) => line.includes('"url":"/hubs/notifications"')));
  });

  it('closes only the connection that sends a malformed frame', async () => {
    const { hubUrl, baseUrl } = current();
    const open = async (user: SignedIn) => RawHubSocket.connected(`${hubUrl}?access_token=${encodeURIComponent(await ticketFor(baseUrl, user.token, secrets))}`);
    const broken = await open(doctor);
    const healthy = await open(doctor);
    const official = await connect(doctor);
    broken.sendText(`{"type":1,"target":"SendToRole","arguments":[${RS}`);
    await expect(broken.closed).resolves.toBe(1002);
    expect(broken.records.some((record) => record.type === 7 && typeof record.error === 'string')).toBe(true);
    const id = await (await connect(admin)).connection.invoke('SendMessageToUser', aMessage({ UserId_M: String(doctor.userId), MessageTitle: 'Still here' }));
    await healthy.waitFor((record) => record.type === 1 && (record.arguments as { notificationID: number }[])[0]?.notificationID === id);
    expect(await official.received.next()).toMatchObject({ notificationID: id });
    expect(healthy.isOpen).toBe(true);
    healthy.close();
  });

  it('reconnects after the server is killed and restarted on the same data folder, and the catch-up call returns what was missed', async () => {
    const live: number[] = [];
    const caughtUp: number[][] = [];
    let ticketsAllowed = true;
    const before = current();
    const connection = new SignalrNotificationConnection({
      hubUrl: before.hubUrl, userId: doctor.userId, logLevel: LogLevel.None,
      accessTokenFactory: async () => {
        if (!ticketsAllowed) throw new Error('offline');
        return ticketFor(current().baseUrl, doctor.token, secrets);
      },
      onNotification: (notification) => void live.push(notification.notification.id),
      // The first start catches up too; a catch-up cut short by the kill below is retried by the next reconnect.
      onCatchUp: () => {
        void call(current().baseUrl, 'GET', `/api/Notifications?userId=${doctor.userId}`, { token: doctor.token })
          .then((answer) => caughtUp.push((answer.body as { notificationID: number }[]).map((n) => n.notificationID)), () => undefined);
      },
      reconnectDelaysMs: Array.from({ length: 400 }, () => 250),
    });
    actor = createActor(realtimeConnectionMachine.provide({ actors: realtimeConnectionActors(connection) }), { input: { retryDelayMs: 250 } });
    actor.start();
    actor.send({ type: 'session.signedIn' });
    await waitFor(actor, (s) => s.hasTag('connected'), { timeout: 10_000 });

    expect(await before.crash()).toBe('SIGKILL');
    await waitFor(actor, (s) => !s.hasTag('connected'), { timeout: 10_000 });
    // Until the missed message is stored this client cannot come back (its ticket requests fail, as when offline).
    ticketsAllowed = false;
    servers.push(await startServe({ dataDir, env, port: before.port }));
    const missed = await call(current().baseUrl, 'POST', '/api/Notifications', {
      token: admin.token, body: aMessage({ MessageTitle: 'While you were away', UserId_M: String(doctor.userId), IsPersistent: true }),
    });
    expect(missed.status).toBe(204);
    const list = await call(current().baseUrl, 'GET', `/api/Notifications?userId=${doctor.userId}`, { token: doctor.token });
    const missedId = (list.body as { notificationID: number; messageTitle: string }[]).find((n) => n.messageTitle === 'While you were away')?.notificationID;
    expect(missedId).toBeDefined();

    // The first start's catch-up may have been answered only just before the kill: wait for one made after it.
    const answeredBefore = caughtUp.length;
    ticketsAllowed = true;
    await waitFor(actor, (s) => s.hasTag('connected'), { timeout: 20_000 });
    await eventually(() => caughtUp.length > answeredBefore, 5_000);
    expect(caughtUp.at(-1)).toContain(missedId);
    expect(live).not.toContain(missedId);

    const after = await call(current().baseUrl, 'POST', '/api/Notifications', { token: admin.token, body: aMessage({ MessageTitle: 'Live again', UserId_M: String(doctor.userId) }) });
    expect(after.status).toBe(204);
    await eventually(() => live.length > 0, 5_000);
  });

  it('on SIGTERM tells its clients to reconnect, closes the database and releases the data folder', async () => {
    const { connection } = await connect(doctor2, { reconnectDelaysMs: [0, 200, 200, 200] });
    let reconnecting = false;
    connection.onreconnecting(() => void (reconnecting = true));
    const stopping = current();
    expect(await stopping.stop()).toBe(0);
    expect(stopping.lines).toEqual(expect.arrayContaining(['SIGTERM: stopping', 'stopped']));
    await eventually(() => reconnecting, 5_000);
    expect(readdirSync(dataDir)).not.toContain('rafdesk.lock');
  });

  it('keeps API tokens, hub tickets, connection tokens and made-up paths out of every log line', async () => {
    const lines = servers.flatMap((server) => server.lines);
    expect(lines.filter((line) => line.includes('"msg":"request completed"')).length).toBeGreaterThan(10);
    expect(secrets.values.length).toBeGreaterThan(20);
    expect(secrets.leaksIn(lines)).toEqual([]);
    for (const word of ['ZZCANARY', '1901-02-03', 'access_token', 'Bearer', 'authorization', DEMO_PASSWORD]) {
      expect(lines.filter((line) => line.toLowerCase().includes(word.toLowerCase()))).toEqual([]);
    }
  });
});
