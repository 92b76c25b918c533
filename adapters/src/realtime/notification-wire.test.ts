import type { HubDelivery, NotificationId, UserId } from '@rafdesk/core';
import { describe, expect, it } from 'vitest';
import { parseSendMessageToUser, parseSendToRole, receivedNotificationWire } from './notification-wire.js';

const message = { MessageTitle: 'Title', MessageBody: 'Body' };

describe('the notification message object', () => {
  it('reads UserId_M as a comma list of user ids, whatever the case of the property names', () => {
    const request = parseSendMessageToUser({ messagetitle: ' Title ', MESSAGEBODY: 'Body', userid_m: '7, 8,7', isPersistent: true })._unsafeUnwrap();
    // Texts pass as sent: trimming and limits are the notification form's, applied by the use case.
    expect(request).toEqual({ title: ' Title ', body: 'Body', recipientUserIds: [7, 8], recipientRoles: [], persistent: true, anonymous: false, byRole: false });
  });

  it('reads Roles as comma-joined labels or role ids', () => {
    expect(parseSendToRole({ ...message, Roles: 'Doctor,insurance staff,9', ByRole: true })._unsafeUnwrap())
      .toMatchObject({ recipientRoles: ['Doctor', 'InsuranceStaff'], recipientUserIds: [], byRole: true });
  });

  it('names the field and the rule that a message breaks', () => {
    expect(parseSendMessageToUser({ ...message, MessageTitle: 7, UserId_M: '1' })._unsafeUnwrapErr()).toEqual(['MessageTitle: Invalid input: expected string, received number']);
    // Lengths are the notification form's rule, worded by the use case: the wire leaves them to it.
    expect(parseSendMessageToUser({ ...message, MessageBody: 'x'.repeat(1001), UserId_M: '1' }).isOk()).toBe(true);
    expect(parseSendMessageToUser({ ...message })._unsafeUnwrapErr()).toEqual(['UserId_M: at least one recipient is required.']);
    expect(parseSendMessageToUser({ ...message, UserId_M: '7,abc' })._unsafeUnwrapErr()).toEqual(["UserId_M: 'abc' is not a user id."]);
    expect(parseSendToRole({ ...message, Roles: '' })._unsafeUnwrapErr()).toEqual(['Roles: at least one role is required.']);
    expect(parseSendToRole('text')._unsafeUnwrapErr()).toEqual(['The message must be an object.']);
  });

  it('pushes the received-notification fields of the spec under both spellings', () => {
    const delivery: HubDelivery = {
      notification: { id: 5 as NotificationId, title: 'T', body: 'B', persistent: true, read: false, recipientUserIds: [7 as UserId, 8 as UserId] },
      audience: { userIds: [7 as UserId, 8 as UserId], roles: [] }, senderUserId: null,
    };
    expect(receivedNotificationWire(delivery)).toEqual({
      notificationID: 5, notificationId: 5, messageTitle: 'T', title: 'T', messageBody: 'B', body: 'B',
      isPersistent: true, readFlag: false, userID_M: '7,8', isAnonymous: true, userId: null, byRole: false,
    });
  });
});
