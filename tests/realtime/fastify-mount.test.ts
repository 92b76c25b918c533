import { createNotificationHub, mountHubOnFastify } from '@rafdesk/adapters/realtime';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { aMessage, inbox, officialClient } from './harness/clients.js';
import { aHubWorld, HUB_PATH } from './harness/hub-test-server.js';

const stops: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

describe('the hub mounted on the Fastify server, as the composition root does it', () => {
  it('shares the API port: negotiate and upgrade reach the hub, other routes stay Fastify\'s', async () => {
    const world = aHubWorld();
    const hub = createNotificationHub(
      { authenticator: world.authority, sender: world.store, loader: world.store, bus: world.bus },
      { hubPath: HUB_PATH, connectionTokenSecret: world.secret },
    );
    const app = Fastify();
    mountHubOnFastify(app, hub, HUB_PATH);
    app.get('/api/ping', async () => ({ ok: true }));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    stops.push(() => app.close(), () => hub.shutdown());

    const adminToken = world.authority.tokenFor(1, 'Admin');
    const doctorToken = world.authority.tokenFor(7, 'Doctor');
    const admin = officialClient(`${base}${HUB_PATH}`, () => adminToken);
    const doctor = officialClient(`${base}${HUB_PATH}`, () => doctorToken);
    stops.push(() => admin.stop(), () => doctor.stop());
    const received = inbox(doctor);
    await Promise.all([admin.start(), doctor.start()]);
    await admin.invoke('SendMessageToUser', aMessage({ UserId_M: '7' }));
    expect(await received.next()).toMatchObject({ userID_M: '7' });
    expect(await (await fetch(`${base}/api/ping`)).json()).toEqual({ ok: true });
  });
});
