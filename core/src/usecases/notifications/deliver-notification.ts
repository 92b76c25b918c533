import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { UserId } from '../../domain/ids.js';
import type { OutgoingNotification } from '../../domain/notification.js';
import type { HubDelivery } from '../../ports/realtime/hub-delivery.js';
import type { NotificationInvalid } from '../../ports/realtime/notification-sender.js';
import type { StoredNotification } from '../../ports/repositories/notification-repository.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';

type StorePorts = Pick<AppPorts, 'users' | 'notifications' | 'clock'>;

/** The hub delivery of a stored notification: its explicit users and roles, the sender unless anonymous. */
export function deliveryOf(stored: StoredNotification): HubDelivery {
  return {
    notification: { id: stored.id, title: stored.title, body: stored.body, persistent: stored.persistent, read: false, recipientUserIds: [] },
    audience: { userIds: stored.recipientUserIds, roles: stored.recipientRoles },
    senderUserId: stored.anonymous ? null : stored.senderUserId,
  };
}

/**
 * Stores a message for its whole audience (the named users, and every active account of the named roles), each
 * recipient with an unread entry. A named user without an account makes the message invalid and nothing is stored.
 */
export function storeNotification(ports: StorePorts, message: OutgoingNotification, senderUserId: UserId | null): ResultAsync<StoredNotification, NotificationInvalid | StorageError> {
  return ports.users.existingIds(message.recipientUserIds)
    .andThen((known): ResultAsync<UserId[], NotificationInvalid | StorageError> => {
      const unknown = message.recipientUserIds.filter((id) => !known.includes(id));
      if (unknown.length > 0) return errAsync({ kind: 'Invalid', errors: ['UserId_M: names a user that does not exist'] });
      return ports.users.idsWithRoles(message.recipientRoles).map((byRole) => [...new Set([...known, ...byRole])]);
    })
    .andThen((recipients) => ports.notifications.create(message, recipients, senderUserId, ports.clock.now())
      .orElse((error) => (error.kind === 'NotFound' ? errAsync<StoredNotification, NotificationInvalid>({ kind: 'Invalid', errors: ['UserId_M: names a user that does not exist'] }) : errAsync(error))));
}

/**
 * Tells every server process that a notification was stored, so each pushes it live to the connections of its
 * audience. A push that fails is only logged by the caller's process: the message is stored and shows on next load.
 */
export function publishNotification(ports: Pick<AppPorts, 'hubBus'>, stored: StoredNotification): ResultAsync<void, never> {
  return ports.hubBus.publish({ kind: 'notificationStored', notificationId: stored.id, delivery: deliveryOf(stored) }).orElse(() => okAsync(undefined));
}

/**
 * Tells one user how background work they started ended: on screen at once (the hub) and in the notification centre
 * after. Background work has no caller to answer, so a notice that cannot be stored is dropped, not failed.
 */
export function notifyStarter(ports: StorePorts & Pick<AppPorts, 'hubBus'>, userId: number, title: string, body: string): ResultAsync<void, never> {
  const message = { title, body, recipientUserIds: [userId as UserId], recipientRoles: [], persistent: false, anonymous: true };
  return storeNotification(ports, message, null).andThen((stored) => publishNotification(ports, stored)).orElse(() => okAsync(undefined));
}
