import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aMessage, eventually, inbox, officialClient } from './harness/clients.js';
import { aHubWorld, startHubServer, type HubTestServer, type HubTestWorld } from './harness/hub-test-server.js';

let world: HubTestWorld;
let server: HubTestServer;
const open: HubConnection[] = [];

async function connect(userId: number, role: Parameters<HubTestWorld['authority']['tokenFor']>[1], options: Parameters<typeof officialClient>[2] = {}) {
  const token = world.authority.tokenFor(userId, role);
  const connection = officialClient(server.hubUrl, () => token, options);
  open.push(connection);
  const received = inbox(connection);
  await connection.start();
  return { connection, received, token };
}

beforeEach(async () => {
  world = aHubWorld();
  server = await startHubServer(world);
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((connection) => connection.stop()));
  await server.stop();
});

describe('the notification hub with the official @microsoft/signalr client', () => {
  it('delivers SendMessageToUser to the named user with the received-notification fields, and returns the id', async () => {
    const admin = await connect(1, 'Admin');
    const doctor = await connect(7, 'Doctor');
    const id = await admin.connection.invoke('SendMessageToUser', aMessage({ UserId_M: '7', UserId: 1, IsPersistent: true }));
    const message = await doctor.received.next();
    expect(message).toEqual({
      notificationID: id, notificationId: id, messageTitle: 'Clinic closed Friday', title: 'Clinic closed Friday',
      messageBody: 'The office closes at noon.', body: 'The office closes at noon.', isPersistent: true, readFlag: false,
      userID_M: '7', isAnonymous: false, userId: 1, byRole: false,
    });
    expect(admin.received.messages).toEqual([]);
  });

  it('fans SendToRole out to every connection of the role and to no one else', async () => {
    const admin = await connect(1, 'Admin');
    const doctors = [await connect(7, 'Doctor'), await connect(8, 'Doctor'), await connect(8, 'Doctor')];
    const staff = await connect(20, 'Staff');
    await admin.connection.invoke('SendToRole', aMessage({ Roles: 'Doctor', ByRole: true }));
    const messages = await Promise.all(doctors.map((doctor) => doctor.received.next()));
    expect(messages.map((m) => m.byRole)).toEqual([true, true, true]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(staff.received.messages).toEqual([]);
  });

  it('hides the sender of an anonymous message and names the sender of any other', async () => {
    const admin = await connect(1, 'Admin');
    const doctor = await connect(7, 'Doctor');
    await admin.connection.invoke('SendMessageToUser', aMessage({ UserId_M: '7', IsAnonymous: true }));
    expect(await doctor.received.next()).toMatchObject({ isAnonymous: true, userId: null });
    await admin.connection.invoke('SendMessageToUser', aMessage({ UserId_M: '7', IsAnonymous: false, UserId: 99 }));
    // The sender is the connection's user, whatever UserId the message claims.
    expect(await doctor.received.next()).toMatchObject({ isAnonymous: false, userId: 1 });
  });

  it('delivers fire-and-forget sends too', async () => {
    const admin = await connect(1, 'Admin');
    const doctor = await connect(7, 'Doctor');
    await admin.connection.send('SendMessageToUser', aMessage({ UserId_M: [7] }));
    expect(await doctor.received.next()).toMatchObject({ userID_M: '7' });
  });

  it('never takes identity from ?userId=: a user who claims another id gets only their own messages', async () => {
    const admin = await connect(1, 'Admin');
    const victim = await connect(7, 'Doctor');
    const intruder = await connect(8, 'Doctor', { query: 'userId=7' });
    await admin.connection.invoke('SendMessageToUser', aMessage({ UserId_M: '7' }));
    await victim.received.next();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(intruder.received.messages).toEqual([]);
  });

  it('refuses to start without a token or with an unknown one', async () => {
    const anonymous = officialClient(server.hubUrl, () => '');
    await expect(anonymous.start()).rejects.toThrow(/401/);
    const forged = officialClient(server.hubUrl, () => 'forged-token');
    await expect(forged.start()).rejects.toThrow(/401/);
    const forgedDirect = officialClient(server.hubUrl, () => 'forged-token', { skipNegotiation: true });
    await expect(forgedDirect.start()).rejects.toThrow();
  });

  it('rejects an invocation the sender may not make, an invalid message and an unknown (or wrongly cased) method', async () => {
    const insurance = await connect(30, 'InsuranceStaff');
    await expect(insurance.connection.invoke('SendMessageToUser', aMessage({ UserId_M: '7' }))).rejects.toThrow('You do not have permission to do this');
    const doctor = await connect(7, 'Doctor');
    await expect(doctor.connection.invoke('SendToRole', aMessage({ Roles: 'Admin' }))).rejects.toThrow('You do not have permission to do this');
    await expect(doctor.connection.invoke('SendMessageToUser', aMessage({ UserId_M: '', MessageTitle: '' }))).rejects.toThrow(/at least one recipient is required/);
    await expect(doctor.connection.invoke('SendToRole', aMessage({ Roles: 'Janitor' }))).rejects.toThrow(/'Janitor' is not a role/);
    await expect(doctor.connection.invoke('DeleteEverything')).rejects.toThrow('Method does not exist.');
    await expect(doctor.connection.invoke('sendmessagetouser', aMessage({ UserId_M: '1' }))).rejects.toThrow('Method does not exist.');
    expect(doctor.connection.state).toBe(HubConnectionState.Connected);
  });

  it('connects with skipNegotiation straight over WebSockets', async () => {
    const admin = await connect(1, 'Admin', { skipNegotiation: true });
    const doctor = await connect(7, 'Doctor', { skipNegotiation: true });
    await admin.connection.invoke('SendMessageToUser', aMessage({ UserId_M: '7' }));
    expect(await doctor.received.next()).toMatchObject({ title: 'Clinic closed Friday' });
  });

  it('closes a logged-out session with a Close that stops automatic reconnect', async () => {
    const doctor = await connect(7, 'Doctor', { reconnectDelaysMs: [0, 10, 10] });
    let reconnecting = false;
    doctor.connection.onreconnecting(() => (reconnecting = true));
    const closed = new Promise<Error | undefined>((resolve) => doctor.connection.onclose(resolve));
    expect(server.hub.closeSessionsOf({ sessionId: world.authority.sessionOf(doctor.token) }, 'logged out')).toBe(1);
    expect((await closed)?.message).toMatch(/Session ended/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reconnecting).toBe(false);
    expect(doctor.connection.state).toBe(HubConnectionState.Disconnected);
  });

  it('tells clients to reconnect when the server shuts down gracefully', async () => {
    const doctor = await connect(7, 'Doctor', { reconnectDelaysMs: [60_000] });
    const reconnecting = new Promise<void>((resolve) => doctor.connection.onreconnecting(() => resolve()));
    await server.hub.shutdown();
    await reconnecting;
    expect(doctor.connection.state).toBe(HubConnectionState.Reconnecting);
  });

  it('never writes a token to the log', async () => {
    const admin = await connect(1, 'Admin');
    const doctor = await connect(7, 'Doctor', { query: 'userId=7' });
    await admin.connection.invoke('SendMessageToUser', aMessage({ UserId_M: '7' }));
    await doctor.received.next();
    await eventually(() => world.log.lines.length >= 4);
    const log = world.log.lines.join('\n');
    for (const token of world.authority.issued) expect(log).not.toContain(token);
    expect(log).not.toContain('access_token');
  });
});
