import { describe, expect, it } from 'vitest';
import type { NotificationId, OutgoingNotification, Repositories, UserId } from '@rafdesk/core';
import { at, aUserInput, unique } from './builders.js';

type Subject = Pick<Repositories, 'users' | 'notifications' | 'settings' | 'auditLog' | 'mailOutbox'>;

const aMessage = (overrides: Partial<OutgoingNotification> = {}): OutgoingNotification => ({
  title: 'New User Registration', body: 'NPI 1234567893, Ana Rivera, ana@example.test', recipientUserIds: [], recipientRoles: [],
  persistent: true, anonymous: false, ...overrides,
});

/** What the notification, settings, audit and outbox stores promise. */
export function messagingRepositoriesContract(subject: () => Subject): void {
  const anAccount = async (users: Subject['users']) =>
    (await users.create({ user: aUserInput(), userName: `msg${unique()}`, passwordHash: null, profileCompleted: true, policyAcceptedAt: null }, at()))._unsafeUnwrap();

  describe('NotificationRepository', () => {
    it('stores a message for each recipient once, lists it newest first and marks it read for one recipient only', async () => {
      const { users, notifications } = subject();
      const [ana, ben] = [await anAccount(users), await anAccount(users)];
      const older = (await notifications.create(aMessage({ title: 'Older' }), [ana.id], null, at(0)))._unsafeUnwrap();
      const newer = (await notifications.create(aMessage({ title: 'Newer', recipientRoles: ['Admin'] }), [ana.id, ben.id, ana.id], ben.id, at(1)))._unsafeUnwrap();
      expect(newer.recipientUserIds).toEqual([ana.id, ben.id]);
      expect((await notifications.listForUser(ana.id))._unsafeUnwrap().map((message) => [message.title, message.read, message.recipientUserIds])).toEqual([
        ['Newer', false, [ana.id]], ['Older', false, [ana.id]],
      ]);
      (await notifications.markRead(newer.id, ana.id, at(2)))._unsafeUnwrap();
      (await notifications.markRead(newer.id, ana.id, at(3)))._unsafeUnwrap();
      expect((await notifications.listForUser(ana.id))._unsafeUnwrap()[0]?.read).toBe(true);
      expect((await notifications.listForUser(ben.id))._unsafeUnwrap()[0]?.read).toBe(false);
      expect((await notifications.markRead(older.id, ben.id, at()))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
      expect((await notifications.find(newer.id))._unsafeUnwrap()).toMatchObject({ senderUserId: ben.id, recipientRoles: ['Admin'], persistent: true, createdAt: at(1) });
      expect((await notifications.find(424_242 as NotificationId))._unsafeUnwrap()).toBeNull();
    });

    it('stores nothing when a recipient has no account', async () => {
      const { users, notifications } = subject();
      const ana = await anAccount(users);
      expect((await notifications.create(aMessage({ title: 'Lost' }), [ana.id, 888_888 as UserId], null, at()))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
      expect((await notifications.listForUser(ana.id))._unsafeUnwrap()).toEqual([]);
    });
  });

  describe('SettingsRepository', () => {
    it('starts out of maintenance with no payment year chosen and keeps what is set', async () => {
      const { settings } = subject();
      expect((await settings.get())._unsafeUnwrap()).toEqual({ maintenance: false, paymentYear: null, rafFactors: [] });
      (await settings.setMaintenance(true, null, at()))._unsafeUnwrap();
      (await settings.setPaymentYear(2027, null, at()))._unsafeUnwrap();
      const factor = { year: 2027 as const, factor: 'normalization:V28' as const, thousandths: 1072, setBy: 'admin', setAt: '2026-11-24T10:00:00.000Z', note: 'Rate Announcement table' };
      (await settings.setRafFactors([factor], null, at()))._unsafeUnwrap();
      expect((await settings.get())._unsafeUnwrap()).toEqual({ maintenance: true, paymentYear: 2027, rafFactors: [factor] });
      (await settings.setMaintenance(false, null, at()))._unsafeUnwrap();
      expect((await settings.get())._unsafeUnwrap().maintenance).toBe(false);
    });
  });

  describe('AuditLog', () => {
    it('appends entries and lists them newest first, by user or by record', async () => {
      const { auditLog } = subject();
      const entry = { userId: '7', action: 'patients.read', recordId: '41', at: at(0), ip: '10.1.1.1', requestId: 'req-1', outcome: 'success' as const };
      (await auditLog.append(entry))._unsafeUnwrap();
      (await auditLog.append({ ...entry, recordId: null, action: 'patients.list', at: at(1), requestId: 'req-2' }))._unsafeUnwrap();
      (await auditLog.append({ ...entry, userId: '8', outcome: 'denied', at: at(2), requestId: 'req-3' }))._unsafeUnwrap();
      const byUser = (await auditLog.list({ userId: '7', recordId: null, window: { pageNumber: 1, pageSize: 10 } }))._unsafeUnwrap();
      expect(byUser.items.map((item) => item.requestId)).toEqual(['req-2', 'req-1']);
      expect(byUser.items[1]).toEqual(entry);
      expect((await auditLog.list({ userId: null, recordId: '41', window: { pageNumber: 1, pageSize: 1 } }))._unsafeUnwrap()).toMatchObject({ totalCount: 2, items: [{ requestId: 'req-3' }] });
    });

    it('sorts the filtered lines by a stored column, either way, the order of appending breaking ties', async () => {
      const { auditLog } = subject();
      const entry = { userId: '7', action: 'users.list', recordId: null, at: at(0), ip: '10.1.1.9', requestId: 'req-1', outcome: 'success' as const };
      (await auditLog.append(entry))._unsafeUnwrap();
      (await auditLog.append({ ...entry, action: 'patients.read', at: at(2), ip: '10.1.1.1', outcome: 'denied', requestId: 'req-2' }))._unsafeUnwrap();
      (await auditLog.append({ ...entry, action: 'patients.read', at: at(1), ip: '', outcome: 'failed', requestId: 'req-3' }))._unsafeUnwrap();
      const ids = async (sort: NonNullable<Parameters<typeof auditLog.list>[0]['sort']>) =>
        (await auditLog.list({ userId: '7', recordId: null, window: { pageNumber: 1, pageSize: 10 }, sort }))._unsafeUnwrap().items.map((item) => item.requestId);
      expect(await ids({ field: 'at', direction: 'asc' })).toEqual(['req-1', 'req-3', 'req-2']);
      expect(await ids({ field: 'action', direction: 'asc' })).toEqual(['req-2', 'req-3', 'req-1']);
      expect(await ids({ field: 'action', direction: 'desc' })).toEqual(['req-1', 'req-3', 'req-2']);
      expect(await ids({ field: 'ip', direction: 'asc' })).toEqual(['req-3', 'req-2', 'req-1']);
      expect(await ids({ field: 'outcome', direction: 'desc' })).toEqual(['req-1', 'req-3', 'req-2']);
    });

    it('keeps the line of a list read that handed out thousands of records, and finds it by any of them', async () => {
      const { auditLog } = subject();
      const ids = Array.from({ length: 30_000 }, (_, index) => String(100_000 + index));
      const entry = { userId: '9', action: 'patients.list', recordId: ids.join(','), at: at(0), ip: '10.1.1.2', requestId: 'req-export', outcome: 'success' as const };
      (await auditLog.append(entry))._unsafeUnwrap();
      (await auditLog.append({ ...entry, recordId: '1000', requestId: 'req-other' }))._unsafeUnwrap();
      expect((await auditLog.list({ userId: null, recordId: '129999', window: { pageNumber: 1, pageSize: 10 } }))._unsafeUnwrap()).toMatchObject({ totalCount: 1, items: [{ requestId: 'req-export' }] });
      // A whole id only: 1000 is not a prefix match of 100000.
      expect((await auditLog.list({ userId: null, recordId: '1000', window: { pageNumber: 1, pageSize: 10 } }))._unsafeUnwrap()).toMatchObject({ totalCount: 1, items: [{ requestId: 'req-other' }] });
    });

    it('filters by the start of an action and by a time range (from included, before excluded)', async () => {
      const { auditLog } = subject();
      const entry = { userId: '7', action: 'patients.read', recordId: '41', at: at(0), ip: '10.1.1.1', requestId: 'req-1', outcome: 'success' as const };
      (await auditLog.append(entry))._unsafeUnwrap();
      (await auditLog.append({ ...entry, action: 'patients_x.read', at: at(1), requestId: 'req-2' }))._unsafeUnwrap();
      (await auditLog.append({ ...entry, action: 'users.create', at: at(2), requestId: 'req-3' }))._unsafeUnwrap();
      const window = { pageNumber: 1, pageSize: 10 };
      const ids = async (filter: Partial<Parameters<typeof auditLog.list>[0]>) =>
        (await auditLog.list({ userId: '7', recordId: null, window, ...filter }))._unsafeUnwrap().items.map((item) => item.requestId);
      expect(await ids({ action: 'patients.' })).toEqual(['req-1']);
      // LIKE's wildcard is taken literally: 'patients_' does not match 'patients.read'.
      expect(await ids({ action: 'patients_' })).toEqual(['req-2']);
      expect(await ids({ action: 'users' })).toEqual(['req-3']);
      expect(await ids({ from: at(1), before: at(2) })).toEqual(['req-2']);
      expect(await ids({ from: at(1) })).toEqual(['req-3', 'req-2']);
    });
  });

  describe('MailOutbox', () => {
    it('queues messages, hands out the unsent oldest first and records sending and failures', async () => {
      const { mailOutbox } = subject();
      const message = (id: string, minute: number) => ({ id, to: 'doc@example.test', subject: 'Your password', text: 'Hello', html: null, createdAt: at(minute) });
      (await mailOutbox.enqueue(message('00000000-0000-4000-8000-000000000002', 2)))._unsafeUnwrap();
      (await mailOutbox.enqueue(message('00000000-0000-4000-8000-000000000001', 1)))._unsafeUnwrap();
      expect((await mailOutbox.pending(10))._unsafeUnwrap().map((item) => item.id)).toEqual(['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002']);
      (await mailOutbox.markFailed('00000000-0000-4000-8000-000000000001', 'relay refused'))._unsafeUnwrap();
      (await mailOutbox.markSent('00000000-0000-4000-8000-000000000001', at(3)))._unsafeUnwrap();
      expect((await mailOutbox.pending(10))._unsafeUnwrap()).toEqual([message('00000000-0000-4000-8000-000000000002', 2)]);
      expect((await mailOutbox.markSent('00000000-0000-4000-8000-00000000000f', at()))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
    });
  });
}
