import type { HubConnection } from '@microsoft/signalr';
import { DEFAULT_TEST_DATABASE_URL, probePostgres } from '@rafdesk/adapters/persistence';
import { PgHubEventBus } from '@rafdesk/adapters/realtime';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { aMessage, eventually, inbox, officialClient } from './harness/clients.js';
import { FakeAuthority, InMemoryNotificationStore } from './harness/fake-ports.js';
import { aHubWorld, LogCapture, startHubServer, type HubTestServer } from './harness/hub-test-server.js';

const connection = { host: '127.0.0.1', port: 5432, user: 'postgres', database: 'test', connectionTimeoutMillis: 2_000 };

const probe = await probePostgres(DEFAULT_TEST_DATABASE_URL);
const unreachable = probe.reachable ? null : probe.reason;
if (unreachable !== null) console.warn(`skipping the PostgreSQL fan-out tests: 127.0.0.1:5432 database test is unreachable (${unreachable})`);

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** Two hub "processes" on one PostgreSQL: separate buses and listening connections, one shared database (the store). */
async function twoProcesses() {
  const channel = `rafdesk_hub_test_${randomBytes(4).toString('hex')}`;
  const authority = new FakeAuthority();
  const database = new InMemoryNotificationStore();
  const secret = randomBytes(32);
  const servers: HubTestServer[] = [];
  const buses: PgHubEventBus[] = [];
  for (let i = 0; i < 2; i += 1) {
    const bus = new PgHubEventBus({ connection, channel, reconnectDelaysMs: [50, 100, 200] });
    (await bus.start())._unsafeUnwrap();
    const world = aHubWorld({ authority, store: new InMemoryNotificationStore(database), bus, secret, log: new LogCapture() });
    const server = await startHubServer(world);
    buses.push(bus);
    servers.push(server);
    cleanup.push(() => bus.close(), () => server.stop());
  }
  const clients: HubConnection[] = [];
  cleanup.push(() => Promise.all(clients.map((c) => c.stop())));
  const client = async (server: HubTestServer, userId: number, role: 'Admin' | 'Doctor', reconnectDelaysMs?: number[]) => {
    const c = officialClient(server.hubUrl, () => authority.tokenFor(userId, role, { sessionId: `session-${userId}` }), reconnectDelaysMs ? { reconnectDelaysMs } : {});
    clients.push(c);
    const received = inbox(c);
    await c.start();
    return { connection: c, received };
  };
  return { channel, servers, buses, client };
}

describe.skipIf(unreachable !== null)('fan-out between hub processes through PostgreSQL LISTEN/NOTIFY', () => {
  it('delivers a message sent through one process to a client of the other', async () => {
    const { servers: [one, two], client } = await twoProcesses();
    if (!one || !two) throw new Error('two servers expected');
    const admin = await client(one, 1, 'Admin');
    const doctorOnTwo = await client(two, 7, 'Doctor');
    const adminOnTwo = await client(two, 2, 'Admin');
    const id = await admin.connection.invoke('SendMessageToUser', aMessage({ UserId_M: '7' }));
    expect(await doctorOnTwo.received.next()).toMatchObject({ notificationID: id, userID_M: '7', userId: 1 });
    await admin.connection.invoke('SendToRole', aMessage({ Roles: 'Admin', MessageTitle: 'To admins' }));
    expect(await adminOnTwo.received.next()).toMatchObject({ title: 'To admins', byRole: true });
    expect(await admin.received.next()).toMatchObject({ title: 'To admins' });
  });

  it('puts only ids on the wire', async () => {
    const { channel, servers: [one], client } = await twoProcesses();
    if (!one) throw new Error('server expected');
    const spy = new pg.Client(connection);
    await spy.connect();
    cleanup.push(() => spy.end());
    const payloads: string[] = [];
    spy.on('notification', (message) => payloads.push(message.payload ?? ''));
    await spy.query(`LISTEN ${channel}`);
    const admin = await client(one, 1, 'Admin');
    const id = await admin.connection.invoke('SendMessageToUser', aMessage({ UserId_M: '7', MessageBody: 'secret body' }));
    await eventually(() => payloads.length === 1);
    expect(JSON.parse(payloads[0] ?? '')).toEqual({ kind: 'notificationStored', notificationId: id });
  });

  it('listens again after losing its connection, and sends its clients to reconnect and catch up', async () => {
    const { servers: [one, two], buses: [, busTwo], client } = await twoProcesses();
    if (!one || !two || !busTwo) throw new Error('two servers expected');
    const admin = await client(one, 1, 'Admin');
    const doctor = await client(two, 7, 'Doctor', [0, 50, 100, 200, 400]);
    const reconnected = new Promise<void>((resolve) => doctor.connection.onreconnected(() => resolve()));
    const killer = new pg.Client(connection);
    await killer.connect();
    cleanup.push(() => killer.end());
    const pid = busTwo.listenerPid;
    await killer.query('SELECT pg_terminate_backend($1)', [pid]);
    await reconnected;
    await eventually(() => busTwo.listenerPid !== null && busTwo.listenerPid !== pid);
    await admin.connection.invoke('SendMessageToUser', aMessage({ UserId_M: '7', MessageTitle: 'after the cut' }));
    expect(await doctor.received.next()).toMatchObject({ title: 'after the cut' });
  });
});
