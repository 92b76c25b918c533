import { describe, expect, it } from 'vitest';
import type { UserId } from '../../domain/ids.js';
import type { Caller } from '../caller.js';
import { anAccount, fakePorts } from '../../testing/ports/fake-ports.js';
import { sendFromHub, type RecentSends } from './hub-send.js';
import { listNotifications, loadDelivery, markNotificationRead, sendNotification } from './send-notification.js';

class MapRecentSends implements RecentSends {
  readonly rows = new Map<string, { id: number; at: Date }>();
  remember(key: string, id: never, at: Date) {
    this.rows.set(key, { id, at });
  }
  recall(key: string, now: Date, withinMs: number) {
    const row = this.rows.get(key);
    this.rows.delete(key);
    return row && now.getTime() - row.at.getTime() <= withinMs ? (row.id as never) : null;
  }
}

function world() {
  const ports = { ...fakePorts(), recentSends: new MapRecentSends() };
  ports.accounts
    .add(anAccount({ userId: 1, role: 'Admin' })).add(anAccount({ userId: 2, role: 'Doctor' })).add(anAccount({ userId: 3, role: 'Doctor' }))
    .add(anAccount({ userId: 4, role: 'Doctor', active: false })).add(anAccount({ userId: 5, role: 'Staff' }));
  return ports;
}
const caller = (userId: number, role: Caller['role']): Caller => ({ userId: userId as never, role, userName: `user${userId}`, sessionId: 's', doctorId: null });

describe('sendNotification', () => {
  it('stores a message for every active account of the roles and pushes it live once', async () => {
    const ports = world();
    const stored = (await sendNotification(ports, caller(1, 'Admin'), { recipientType: 'roles', recipientRoles: ['Doctor'], title: 'Hello', body: 'Body', persistent: true }))._unsafeUnwrap();
    expect(ports.notifications.sent[0]?.recipientUserIds).toEqual([2, 3]);
    expect(ports.hubBus.events).toEqual([expect.objectContaining({ kind: 'notificationStored', notificationId: stored.id })]);
    expect((await listNotifications(ports, caller(2, 'Doctor'), 2 as never))._unsafeUnwrap()).toEqual([
      { id: stored.id, title: 'Hello', body: 'Body', persistent: true, read: false, recipientUserIds: [2] },
    ]);
  });

  it('refuses roles that may not send, an empty title and a user that does not exist', async () => {
    const ports = world();
    expect((await sendNotification(ports, caller(5, 'Staff'), { recipientType: 'users', recipientUserIds: [2], title: 'x', body: 'y' }))._unsafeUnwrapErr()).toEqual({ kind: 'Forbidden' });
    expect((await sendNotification(ports, caller(1, 'Admin'), { recipientType: 'users', recipientUserIds: [2], title: '', body: 'y' }))._unsafeUnwrapErr())
      .toMatchObject({ kind: 'ValidationFailed', issues: [{ field: 'title' }] });
    expect((await sendNotification(ports, caller(1, 'Admin'), { recipientType: 'users', recipientUserIds: [99], title: 'x', body: 'y' }))._unsafeUnwrapErr().kind).toBe('Invalid');
    expect(ports.notifications.sent).toEqual([]);
  });

  it('recognises the web app hub echo of a message it just sent and delivers it to nobody a second time', async () => {
    const ports = world();
    const stored = (await sendNotification(ports, caller(1, 'Admin'), { recipientType: 'users', recipientUserIds: [2], title: 'Hi', body: 'There' }))._unsafeUnwrap();
    const request = { title: 'Hi', body: 'There', recipientUserIds: [2 as never], recipientRoles: [], persistent: false, anonymous: false, byRole: false };
    const identity = { userId: '1', role: 'Admin' as const, sessionId: 's', expiresAt: new Date() };
    const echo = (await sendFromHub(ports, identity, request))._unsafeUnwrap();
    expect(echo.notification.id).toBe(stored.id);
    expect(echo.audience).toEqual({ userIds: [], roles: [] });
    const fresh = (await sendFromHub(ports, identity, request))._unsafeUnwrap();
    expect(fresh.audience.userIds).toEqual([2]);
    expect(ports.notifications.sent).toHaveLength(2);
    expect((await sendFromHub(ports, { ...identity, userId: '2', role: 'Doctor' }, request))._unsafeUnwrapErr()).toEqual({ kind: 'Forbidden' });
  });

  it('refuses a hub send during maintenance from any role but the Admin, storing nothing', async () => {
    const ports = world();
    await ports.settings.setMaintenance(true);
    const request = { title: 'Hi', body: 'There', recipientUserIds: [], recipientRoles: ['Admin' as const], persistent: true, anonymous: false, byRole: true };
    const superuser = { userId: '1', role: 'Superuser' as const, sessionId: 's', expiresAt: new Date() };
    expect((await sendFromHub(ports, superuser, request))._unsafeUnwrapErr()).toEqual({ kind: 'Maintenance' });
    expect(ports.notifications.sent).toEqual([]);
    expect((await sendFromHub(ports, { ...superuser, role: 'Admin' }, request)).isOk()).toBe(true);
  });

  it('words the hub\'s refusals as the API does: the form\'s rules name the wire field', async () => {
    const ports = world();
    const identity = { userId: '1', role: 'Admin' as const, sessionId: 's', expiresAt: new Date() };
    const request = { title: '', body: 'x'.repeat(1001), recipientUserIds: [2 as never], recipientRoles: [], persistent: false, anonymous: false, byRole: false };
    expect((await sendFromHub(ports, identity, request))._unsafeUnwrapErr()).toEqual({
      kind: 'Invalid', errors: ['MessageTitle: This field is required', 'MessageBody: The Message field may not be greater than 1000 characters'],
    });
  });

  it('lets users read only their own list and mark only their own messages read', async () => {
    const ports = world();
    const stored = (await sendNotification(ports, caller(1, 'Admin'), { recipientType: 'users', recipientUserIds: [2], title: 'Hi', body: 'There' }))._unsafeUnwrap();
    expect((await listNotifications(ports, caller(3, 'Doctor'), 2 as never))._unsafeUnwrapErr()).toEqual({ kind: 'Forbidden' });
    expect((await markNotificationRead(ports, caller(3, 'Doctor'), stored.id))._unsafeUnwrapErr().kind).toBe('NotFound');
    expect((await markNotificationRead(ports, caller(2, 'Doctor'), stored.id)).isOk()).toBe(true);
    expect((await listNotifications(ports, caller(2, 'Doctor'), 2 as never))._unsafeUnwrap()[0]?.read).toBe(true);
  });

  it('no longer delivers the messages of a sender who lost the right to send', async () => {
    const ports = world();
    const stored = (await sendNotification(ports, caller(1, 'Admin'), { recipientType: 'users', recipientUserIds: [2], title: 'Hi', body: 'There' }))._unsafeUnwrap();
    expect((await loadDelivery(ports, stored.id))._unsafeUnwrap()?.audience.userIds).toEqual([2]);
    await ports.users.setActive(1 as UserId, false);
    expect((await loadDelivery(ports, stored.id))._unsafeUnwrap()).toBeNull();
  });
});
