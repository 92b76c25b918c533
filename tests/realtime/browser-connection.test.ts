import { LogLevel } from '@microsoft/signalr';
import { SignalrNotificationConnection, type LiveNotification } from '@rafdesk/adapters/realtime-client';
import { realtimeConnectionActors, realtimeConnectionMachine, type HubIdentity, type NotificationId } from '@rafdesk/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor, type Actor } from 'xstate';
import { freePort } from '../e2e/harness/serving.js';
import { eventually } from './harness/clients.js';
import { aHubWorld, startHubServer, type HubTestServer, type HubTestWorld } from './harness/hub-test-server.js';

const admin: HubIdentity = { userId: '1', role: 'Admin', sessionId: 'admin-session', expiresAt: new Date(Date.now() + 3_600_000) };

let server: HubTestServer | null = null;
let actor: Actor<typeof realtimeConnectionMachine> | null = null;

afterEach(async () => {
  actor?.send({ type: 'session.signedOut' });
  if (actor) await waitFor(actor, (s) => s.matches('signedOut'));
  actor = null;
  await server?.stop();
  server = null;
});

/** The web app's side in Node: the wrapper over the official client, driven by the core machine. */
function browserSide(world: HubTestWorld, port: number) {
  const live: LiveNotification[] = [];
  const caughtUp: NotificationId[][] = [];
  let seen = 0;
  const connection = new SignalrNotificationConnection({
    hubUrl: `http://127.0.0.1:${port}/hubs/notifications`, userId: 7,
    accessTokenFactory: () => world.authority.tokenFor(7, 'Doctor', { sessionId: 'doctor-session' }),
    onNotification: (notification) => {
      live.push(notification);
      seen = Math.max(seen, notification.notification.id);
    },
    onCatchUp: () => {
      const missed = world.store.since(7, 'Doctor', seen).map((d) => d.notification.id);
      caughtUp.push(missed);
      seen = Math.max(seen, ...missed);
    },
    reconnectDelaysMs: [0, 100, 200, 300, 500, 1_000, 1_000, 1_000], logLevel: LogLevel.None,
  });
  actor = createActor(realtimeConnectionMachine.provide({ actors: realtimeConnectionActors(connection) }), { input: { retryDelayMs: 150 } });
  actor.start();
  return { live, caughtUp, machine: actor };
}

describe('the browser connection (wrapper + real-time machine) against the hub', () => {
  it('retries a failed start until the server is up, then receives live notifications', async () => {
    const world = aHubWorld();
    const port = await freePort();
    const { live, machine } = browserSide(world, port);
    machine.send({ type: 'session.signedIn' });
    await waitFor(machine, (s) => s.context.failedStarts >= 2, { timeout: 3_000 });
    server = await startHubServer(world, {}, port);
    await waitFor(machine, (s) => s.hasTag('connected'), { timeout: 3_000 });
    const sent = (await world.store.send(admin, { title: 'Hello', body: 'Live', recipientUserIds: [7 as never], recipientRoles: [], persistent: false, anonymous: false, byRole: false }))._unsafeUnwrap();
    await world.bus.publish({ kind: 'notificationStored', notificationId: sent.notification.id, delivery: sent });
    await eventually(() => live.length === 1);
    expect(live[0]?.notification).toMatchObject({ id: sent.notification.id, title: 'Hello', body: 'Live', recipientUserIds: [7] });
    expect(live[0]?.senderUserId).toBe(1);
  });

  it('reconnects after the server process dies and restarts, and catches up on what it missed', async () => {
    const world = aHubWorld();
    const port = await freePort();
    server = await startHubServer(world, {}, port);
    const { caughtUp, machine } = browserSide(world, port);
    machine.send({ type: 'session.signedIn' });
    await waitFor(machine, (s) => s.hasTag('connected'), { timeout: 3_000 });
    await server.crash();
    await waitFor(machine, (s) => s.matches({ active: { open: 'reconnecting' } }), { timeout: 3_000 });
    const missed = (await world.store.send(admin, { title: 'While down', body: 'Missed', recipientUserIds: [7 as never], recipientRoles: [], persistent: true, anonymous: false, byRole: false }))._unsafeUnwrap();
    server = await startHubServer(world, {}, port);
    await waitFor(machine, (s) => s.hasTag('connected'), { timeout: 5_000 });
    // The first start catches up too (nothing missed then); the restart brings the missed notification.
    await eventually(() => caughtUp.length === 2);
    expect(caughtUp).toEqual([[], [missed.notification.id]]);
  });

  it('stays down after the server ends the session', async () => {
    const world = aHubWorld();
    const port = await freePort();
    server = await startHubServer(world, {}, port);
    const { machine } = browserSide(world, port);
    machine.send({ type: 'session.signedIn' });
    await waitFor(machine, (s) => s.hasTag('connected'), { timeout: 3_000 });
    server.hub.closeSessionsOf({ userId: '7' }, 'logged out');
    await waitFor(machine, (s) => s.matches({ active: 'ended' }), { timeout: 3_000 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(server.hub.connectionCount).toBe(0);
  });
});
