import { describe, expect, it } from 'vitest';
import { parseLiveNotification } from './live-notification.js';

describe('parseLiveNotification', () => {
  it('reads the pushed fields under either spelling', () => {
    expect(parseLiveNotification({ notificationId: '12', title: 'T', body: 'B', isPersistent: true, readFlag: false, userID_M: '7,8', userId: 1, byRole: false }))
      .toEqual({ notification: { id: 12, title: 'T', body: 'B', persistent: true, read: false, recipientUserIds: [7, 8] }, senderUserId: 1, byRole: false });
    expect(parseLiveNotification({ notificationID: 3, messageTitle: 'T', messageBody: 'B', userID_M: '', userId: null, byRole: true }))
      .toMatchObject({ notification: { id: 3, title: 'T', body: 'B', recipientUserIds: [] }, senderUserId: null, byRole: true });
  });

  it('ignores anything that is not a notification', () => {
    expect(parseLiveNotification('hello')).toBeNull();
    expect(parseLiveNotification({ title: 'no id' })).toBeNull();
    expect(parseLiveNotification({ notificationID: 1, userID_M: '7,x' })).toBeNull();
  });
});
