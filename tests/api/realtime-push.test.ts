import { HubConnectionState } from '@microsoft/signalr';
import { afterEach, expect, it } from 'vitest';
import { inbox, officialClient } from '../realtime/harness/clients.js';
import { call, signIn } from './harness/client.js';
import { ticketsOf } from './harness/hub-tickets.js';
import { checkLogsAfterAll } from './harness/log-check.js';
import { describeApi } from './harness/portal-harness.js';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeApi('Notifications pushed over the hub', (world) => {
  const open: { stop(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((connection) => connection.stop()));
  });

  it('pushes a notification the API stores to its recipient once, ignores the web app\'s hub echo, and closes on sign-out', async () => {
    const portal = world.portal();
    const base = await portal.app.listen({ port: 0, host: '127.0.0.1' });
    const doctor = await signIn(portal, 'doctor');
    const admin = await signIn(portal, 'admin');
    const doctorConnection = officialClient(`${base}/hubs/notifications`, ticketsOf(portal, doctor.token));
    const adminConnection = officialClient(`${base}/hubs/notifications`, ticketsOf(portal, admin.token));
    open.push(doctorConnection, adminConnection);
    const received = inbox(doctorConnection);
    let closed = false;
    doctorConnection.onclose(() => {
      closed = true;
    });
    await doctorConnection.start();
    await adminConnection.start();

    const message = { MessageTitle: 'Live', MessageBody: 'Hello doctor', UserId_M: String(doctor.user.userId), IsAnonymous: false, IsPersistent: false };
    expect((await call(portal, 'POST', '/api/Notifications', { token: admin.token, body: message })).status).toBe(204);
    expect(await received.next()).toMatchObject({ messageTitle: 'Live', messageBody: 'Hello doctor' });

    await adminConnection.invoke('SendMessageToUser', { ...message, UserId: admin.user.userId, ByRole: false });
    await settle(300);
    expect(received.messages).toHaveLength(1);

    expect((await call(portal, 'POST', '/api/Authentication/SignOut', { token: doctor.token })).status).toBe(204);
    for (let i = 0; i < 100 && !closed; i += 1) await settle(20);
    expect(closed).toBe(true);
    expect(doctorConnection.state).toBe(HubConnectionState.Disconnected);
  });

  it('refuses a hub connection without a live ticket, and the API token itself', async () => {
    const portal = world.portal();
    const base = await portal.app.listen({ port: 0, host: '127.0.0.1' });
    const doctor = await signIn(portal, 'doctor');
    await expect(officialClient(`${base}/hubs/notifications`, () => 'not-a-token').start()).rejects.toThrow();
    await expect(officialClient(`${base}/hubs/notifications`, () => doctor.token).start()).rejects.toThrow();
    expect((await call(portal, 'POST', '/api/realtime/ticket')).status).toBe(401);
  });
});

checkLogsAfterAll();
