import { describe, expect, it } from 'vitest';
import { call, errorsOf, signIn } from './harness/client.js';
import { checkLogsAfterAll } from './harness/log-check.js';
import { describeApi } from './harness/portal-harness.js';

describeApi('Notifications', (world) => {
  describe('POST Notifications', () => {
    it('sends to a role: every active account of it gets the message, unread, newest first', async () => {
      const admin = await signIn(world.portal(), 'admin');
      const sent = await call(world.portal(), 'POST', '/api/Notifications', {
        token: admin.token, body: { MessageTitle: 'Coding day', MessageBody: 'Friday 9 am', Roles: 'Doctor', UserId_M: '', IsPersistent: true, IsAnonymous: false },
      });
      expect(sent.status).toBe(204);
      for (const userName of ['doctor', 'doctor2']) {
        const { token, user } = await signIn(world.portal(), userName);
        const list = await call(world.portal(), 'GET', `/api/Notifications?userId=${String(user.userId)}`, { token });
        expect(list.body).toEqual([expect.objectContaining({
          notificationID: expect.any(Number), notificationId: expect.any(Number), messageTitle: 'Coding day', title: 'Coding day',
          messageBody: 'Friday 9 am', body: 'Friday 9 am', isPersistent: true, readFlag: false, userID_M: String(user.userId),
        })]);
      }
      const staff = await signIn(world.portal(), 'staff');
      expect((await call(world.portal(), 'GET', `/api/Notifications?userId=${String(staff.user.userId)}`, { token: staff.token })).body).toEqual([]);
    });

    it('sends to chosen users, and names the broken field (title, message, unknown user)', async () => {
      const admin = await signIn(world.portal(), 'superuser');
      const staff = await signIn(world.portal(), 'staff');
      const ok = await call(world.portal(), 'POST', '/api/Notifications', {
        token: admin.token, body: { MessageTitle: 'Hi', MessageBody: 'There', UserId_M: String(staff.user.userId), IsAnonymous: false },
      });
      expect(ok.status).toBe(204);
      expect((await call(world.portal(), 'GET', `/api/Notifications?userId=${String(staff.user.userId)}`, { token: staff.token })).body).toHaveLength(1);
      const noTitle = await call(world.portal(), 'POST', '/api/Notifications', { token: admin.token, body: { MessageTitle: '', MessageBody: 'x', UserId_M: '1', IsAnonymous: false } });
      expect(noTitle.status).toBe(400);
      expect(errorsOf(noTitle)).toEqual(['MessageTitle: This field is required']);
      const long = await call(world.portal(), 'POST', '/api/Notifications', { token: admin.token, body: { MessageTitle: 'x'.repeat(101), MessageBody: 'x', UserId_M: '1', IsAnonymous: false } });
      expect(errorsOf(long)[0]).toMatch(/^MessageTitle: /);
      const nobody = await call(world.portal(), 'POST', '/api/Notifications', { token: admin.token, body: { MessageTitle: 'x', MessageBody: 'y', UserId_M: '99999', IsAnonymous: false } });
      expect(nobody.status).toBe(400);
      expect(errorsOf(nobody)).toEqual(['UserId_M: names a user that does not exist']);
    });
  });

  describe('GET Notifications and UpdateNotification', () => {
    it('lists only the caller\'s own messages and marks only their own read', async () => {
      const admin = await signIn(world.portal(), 'admin');
      const doctor = await signIn(world.portal(), 'doctor');
      const doctor2 = await signIn(world.portal(), 'doctor2');
      await call(world.portal(), 'POST', '/api/Notifications', { token: admin.token, body: { MessageTitle: 'Hi', MessageBody: 'Doc', UserId_M: String(doctor.user.userId), IsAnonymous: false } });
      const own = await call(world.portal(), 'GET', `/api/Notifications?userId=${String(doctor.user.userId)}`, { token: doctor.token });
      const id = (own.body as { notificationID: number }[])[0]?.notificationID;
      expect((await call(world.portal(), 'GET', `/api/Notifications?userId=${String(doctor.user.userId)}`, { token: doctor2.token })).status).toBe(403);
      expect((await call(world.portal(), 'PUT', `/api/Notifications/UpdateNotification/${id}`, { token: doctor2.token })).status).toBe(404);
      expect((await call(world.portal(), 'PUT', `/api/Notifications/updatenotification/${id}`, { token: doctor.token })).status).toBe(204);
      const after = await call(world.portal(), 'GET', `/api/Notifications?userId=${String(doctor.user.userId)}`, { token: doctor.token });
      expect((after.body as { readFlag: boolean }[])[0]?.readFlag).toBe(true);
      expect(errorsOf(await call(world.portal(), 'PUT', '/api/Notifications/UpdateNotification/abc', { token: doctor.token }))[0]).toMatch(/^id: /);
      expect(errorsOf(await call(world.portal(), 'GET', '/api/Notifications', { token: doctor.token }))).toEqual(['userId: This field is required']);
    });
  });
});

checkLogsAfterAll();
