// Two `rafdesk serve` processes on one PostgreSQL server (a throw-away database of 127.0.0.1:5432): hub events
// travel between them through LISTEN/NOTIFY, and hub tickets are spent in the shared database.
import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_TEST_DATABASE_URL, probePostgres } from '@rafdesk/adapters/persistence';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, inbox, officialClient, RawHubSocket } from '../harness/clients.js';
import { aMessage, call, negotiate, Secrets, signIn, ticketFor, ticketsOf, type SignedIn } from './harness/portal-client.js';
import { admin } from './harness/postgres-admin.js';
import { DEMO_PASSWORD, sharedEnv, startServe, stopAll, type ServeProcess } from './harness/serve-process.js';
import { nginxMissing, startNginx, type NginxProxy } from './harness/nginx-proxy.js';
import { freePort } from '../../e2e/harness/serving.js';


const probe = await probePostgres(DEFAULT_TEST_DATABASE_URL);
const unreachable = probe.reachable ? null : probe.reason;
if (unreachable !== null) console.warn(`skipping the two-process rafdesk serve tests: PostgreSQL at 127.0.0.1:5432 is unreachable (${unreachable})`);
const noNginx = nginxMissing();
if (noNginx !== null) console.warn(`skipping the nginx test of the two processes: ${noNginx}`);


const secrets = new Secrets();
const database = `rafdesk_serve_${randomBytes(6).toString('hex')}`;
const servers: ServeProcess[] = [];
const clients: HubConnection[] = [];
let folder = '';
let created = false;
let first: ServeProcess;
let second: ServeProcess;
let administrator: SignedIn;
let doctor: SignedIn;
let doctor2: SignedIn;
let proxy: NginxProxy | null = null;
let proxyPort = 0;

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function connect(server: ServeProcess, user: SignedIn, reconnectDelaysMs?: number[]) {
  const connection = officialClient(server.hubUrl, ticketsOf(server.baseUrl, user.token, secrets), reconnectDelaysMs ? { reconnectDelaysMs } : {});
  clients.push(connection);
  const received = inbox(connection);
  await connection.start();
  return { connection, received };
}

describe.skipIf(unreachable !== null)('two rafdesk serve processes on one PostgreSQL', () => {
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'rafdesk-serve-pg-'));
    await admin(`CREATE DATABASE ${database}`);
    created = true;
    // nginx passes `Host $host`, which drops its port: the public origin is named for the hub's Origin check.
    proxyPort = await freePort();
    const env = sharedEnv({
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`, RAFDESK_VIDEO_DIR: join(folder, 'videos'),
      RAFDESK_ALLOWED_ORIGINS: `http://127.0.0.1:${proxyPort}`, RAFDESK_TRUST_PROXY: '127.0.0.1',
    });
    // One after the other: the first migrates and seeds, the second finds everything in place.
    first = await startServe({ dataDir: folder, env });
    servers.push(first);
    second = await startServe({ dataDir: folder, env });
    servers.push(second);
    administrator = await signIn(first.baseUrl, 'admin', secrets);
    doctor = await signIn(second.baseUrl, 'doctor', secrets);
    doctor2 = await signIn(first.baseUrl, 'doctor2', secrets);
    if (noNginx === null) proxy = await startNginx([first.port, second.port], proxyPort);
  });

  afterAll(async () => {
    await Promise.all(clients.map((connection) => connection.stop().catch(() => undefined)));
    await proxy?.stop();
    await stopAll(servers);
    if (created) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    if (folder !== '') await rm(folder, { recursive: true, force: true });
  });

  it('delivers a message sent through one process to a client of the other, by user and by role', async () => {
    const sender = await connect(first, administrator);
    const onSecond = await connect(second, doctor);
    const onFirst = await connect(first, doctor2);
    const id = await sender.connection.invoke('SendMessageToUser', aMessage({ UserId_M: String(doctor.userId), MessageTitle: 'Across processes' }));
    expect(await onSecond.received.next(5_000)).toMatchObject({ notificationID: id, messageTitle: 'Across processes', userId: administrator.userId });
    await sender.connection.invoke('SendToRole', aMessage({ Roles: 'Doctor', ByRole: true, MessageTitle: 'Every doctor' }));
    for (const each of [onSecond, onFirst]) expect(await each.received.next(5_000)).toMatchObject({ messageTitle: 'Every doctor', byRole: true });
    await settle(300);
    expect(onFirst.received.messages.map((m) => m.messageTitle)).toEqual(['Every doctor']);
    expect(sender.received.messages).toEqual([]);
  });

  it('pushes a POST Notifications once, even when the web app echoes it over the hub', async () => {
    const sender = await connect(first, administrator);
    const onSecond = await connect(second, doctor);
    const message = aMessage({ UserId_M: String(doctor.userId), MessageTitle: 'Stored once', IsPersistent: true });
    expect((await call(first.baseUrl, 'POST', '/api/Notifications', { token: administrator.token, body: message })).status).toBe(204);
    expect(await onSecond.received.next(5_000)).toMatchObject({ messageTitle: 'Stored once' });
    await sender.connection.invoke('SendMessageToUser', { ...message, UserId: administrator.userId, ByRole: false });
    await settle(800);
    expect(onSecond.received.messages).toHaveLength(1);
  });

  it('negotiates on one process and opens the WebSocket on the other, and a ticket spent on one is refused by the other', async () => {
    const ticket = await ticketFor(first.baseUrl, doctor.token, secrets);
    const negotiated = await negotiate(first.hubUrl, ticket, secrets);
    expect(negotiated.status).toBe(200);
    expect((await negotiate(second.hubUrl, ticket, secrets)).status).toBe(401);
    const socketTicket = await ticketFor(second.baseUrl, doctor.token, secrets);
    const raw = await RawHubSocket.connected(`${second.hubUrl}?id=${encodeURIComponent(negotiated.connectionToken ?? '')}&access_token=${encodeURIComponent(socketTicket)}`);
    expect(raw.isOpen).toBe(true);
    raw.close();
  });

  it('closes a session\'s connection on the other process when it signs out, without reconnecting', async () => {
    const leaving = await signIn(first.baseUrl, 'doctor', secrets);
    const { connection } = await connect(second, leaving, [0, 100, 100]);
    let reconnecting = false;
    let closed = false;
    connection.onreconnecting(() => void (reconnecting = true));
    connection.onclose(() => void (closed = true));
    expect((await call(first.baseUrl, 'POST', '/api/Authentication/SignOut', { token: leaving.token })).status).toBe(204);
    await eventually(() => closed, 5_000);
    await settle(300);
    expect(reconnecting).toBe(false);
    expect(connection.state).toBe(HubConnectionState.Disconnected);
  });

  it.skipIf(noNginx !== null)('behind deploy/nginx.conf (Host $host on a non-default port): sign-in, lists, a video uploaded and streamed, a hub message across processes and maintenance reach both processes', async () => {
    const via = (proxy as NginxProxy).baseUrl;
    const publicOrigin = `http://127.0.0.1:${proxyPort}`;
    const boss = await signIn(via, 'admin', secrets);
    const clinician = await signIn(via, 'doctor', secrets);
    // Round robin: two calls in a row reach both processes.
    for (let i = 0; i < 2; i += 1) expect((await call(via, 'GET', '/api/Patients?pageNumber=1&pageSize=10', { token: clinician.token })).status).toBe(200);

    const video = new Uint8Array(50_000).fill(0x11);
    video.set([0, 0, 0, 24, ...Buffer.from('ftypisom', 'latin1')]);
    const form = new FormData();
    form.append('file', new Blob([video], { type: 'video/mp4' }), 'lesson.mp4');
    const uploaded = await fetch(`${via}/api/Gallery/UploadFile`, { method: 'POST', headers: { authorization: `Bearer ${boss.token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const { videoPath } = await uploaded.json() as { videoPath: string };
    const created = await call(via, 'POST', '/api/Gallery/Upload', {
      token: boss.token, body: { title: 'Behind the proxy', description: null, categoria: 1, rolId: '5', videoPath, previewImagePath: null, status: true, preview: false },
    });
    expect(created.status).toBe(201);
    const videoID = (created.body as { videoID: number }).videoID;
    for (let i = 0; i < 2; i += 1) {
      const { ticket } = (await call(via, 'POST', '/api/Gallery/StreamTicket', { token: clinician.token, body: { videoID } })).body as { ticket: string };
      const part = await fetch(`${via}/api/Gallery/Stream?id=${videoID}&ticket=${encodeURIComponent(secrets.add(ticket))}`, { headers: { range: 'bytes=0-11' } });
      expect(part.status).toBe(206);
      expect(Buffer.from(await part.arrayBuffer()).equals(Buffer.from(video.subarray(0, 12)))).toBe(true);
    }

    // A browser's hub connection through the proxy: its Origin has the port the Host lost.
    await expect(RawHubSocket.open(`${via}/hubs/notifications?access_token=${encodeURIComponent(await ticketFor(via, clinician.token, secrets))}`, { Origin: 'http://elsewhere.example' }))
      .rejects.toThrow('status 403');
    const socket = await RawHubSocket.connected(`${via}/hubs/notifications?access_token=${encodeURIComponent(await ticketFor(via, clinician.token, secrets))}`, { Origin: publicOrigin });
    const sender = await connect(first, administrator);
    await sender.connection.invoke('SendMessageToUser', aMessage({ UserId_M: String(clinician.userId), MessageTitle: 'Through nginx' }));
    expect(await socket.waitFor((record) => record.target === 'ReceiveMessage', 5_000)).toMatchObject({ arguments: [expect.objectContaining({ messageTitle: 'Through nginx' })] });

    // Round robin: two calls in a row reach both processes; each reads the setting on its own poll, which a loaded
    // machine may delay past the first call, so both are asked again until both answer `status` (within 5 s).
    const statuses = async () => [(await call(via, 'GET', '/api/Patients?pageNumber=1&pageSize=10', { token: clinician.token })).status, (await call(via, 'GET', '/api/Patients?pageNumber=1&pageSize=10', { token: clinician.token })).status];
    const bothAnswer = async (status: number) => {
      const deadline = Date.now() + 5_000;
      let last = await statuses();
      while (last.some((each) => each !== status) && Date.now() < deadline) {
        await settle(100);
        last = await statuses();
      }
      return last;
    };
    expect((await call(via, 'POST', '/api/Users/maintenance', { token: boss.token, body: { password: DEMO_PASSWORD, maintenance: true } })).status).toBe(204);
    try {
      await socket.closed;
      expect(await bothAnswer(503)).toEqual([503, 503]);
    } finally {
      expect((await call(via, 'POST', '/api/Users/maintenance', { token: boss.token, body: { password: DEMO_PASSWORD, maintenance: false } })).status).toBe(204);
    }
    // Each process reads the setting again within a quarter of a second: both answer again soon after.
    expect(await bothAnswer(200)).toEqual([200, 200]);
  });

  it('on SIGTERM tells its clients to reconnect elsewhere, closes the bus and the database, and exits cleanly', async () => {
    const { connection } = await connect(second, doctor2, [0, 200, 200, 200]);
    let reconnecting = false;
    connection.onreconnecting(() => void (reconnecting = true));
    expect(await second.stop()).toBe(0);
    expect(second.lines).toContain('SIGTERM: stopping');
    expect(second.lines).toContain('stopped');
    await eventually(() => reconnecting, 5_000);
    const stillServing = await connect(first, doctor2);
    expect(stillServing.connection.state).toBe(HubConnectionState.Connected);
  });

  it('keeps tokens, tickets and connection tokens out of both processes\' logs', async () => {
    // Stopped first, so every line either process wrote has arrived.
    expect(await first.stop()).toBe(0);
    const lines = servers.flatMap((server) => server.lines);
    expect(lines.length).toBeGreaterThan(20);
    expect(secrets.leaksIn(lines)).toEqual([]);
    for (const word of ['access_token', 'Bearer', DEMO_PASSWORD, 'postgres://']) expect(lines.filter((line) => line.includes(word))).toEqual([]);
  });
});
