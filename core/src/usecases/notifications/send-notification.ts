import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { can } from '../../access/can.js';
import type { ReceivedNotification } from '../../domain/notification.js';
import type { NotificationId, UserId } from '../../domain/ids.js';
import type { HubDelivery } from '../../ports/realtime/hub-delivery.js';
import type { NotificationInvalid } from '../../ports/realtime/notification-sender.js';
import type { StoredNotification } from '../../ports/repositories/notification-repository.js';
import type { NotFound, StorageError } from '../../ports/repositories/storage-error.js';
import { validateNotificationForm, type NotificationFormDraft } from '../../validation/notification-form.js';
import type { ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';
import type { Caller } from '../caller.js';
import { forbidden, type Forbidden } from '../errors.js';
import { deliveryOf, publishNotification, storeNotification } from './deliver-notification.js';
import { sendKey, type RecentSends } from './hub-send.js';

export type SendNotificationPorts = Pick<AppPorts, 'users' | 'notifications' | 'hubBus' | 'clock'> & { readonly recentSends: RecentSends };
export type SendNotificationError = ValidationFailed | Forbidden | NotificationInvalid | StorageError;

/**
 * The notification centre's send: checks the form (recipients by type, title 1–100, message 1–1000), that the caller
 * may send notifications at all (Admin, Superuser), stores the message for every recipient and pushes it live.
 * The web app's hub echo of the same message is then recognised (see {@link sendFromHub}) and not delivered twice.
 */
export function sendNotification(ports: SendNotificationPorts, caller: Caller, draft: NotificationFormDraft): ResultAsync<StoredNotification, SendNotificationError> {
  if (!can({ role: caller.role, userId: caller.userId }, 'notifications.send')) return errAsync(forbidden);
  return validateNotificationForm(draft).asyncAndThen((message) => storeNotification(ports, message, message.anonymous ? null : caller.userId))
    .andThen((stored) => {
      ports.recentSends.remember(sendKey(String(caller.userId), stored), stored.id, ports.clock.now());
      return publishNotification(ports, stored).map(() => stored);
    });
}

/** The caller's own messages, newest first. Nobody reads another user's list. */
export function listNotifications(ports: Pick<AppPorts, 'notifications'>, caller: Caller, userId: UserId): ResultAsync<ReceivedNotification[], Forbidden | StorageError> {
  if (userId !== caller.userId) return errAsync(forbidden);
  return ports.notifications.listForUser(userId);
}

/** Marks one of the caller's messages read (idempotent); a message not addressed to the caller is `NotFound`. */
export function markNotificationRead(ports: Pick<AppPorts, 'notifications' | 'clock'>, caller: Caller, id: NotificationId): ResultAsync<void, NotFound | StorageError> {
  return ports.notifications.markRead(id, caller.userId, ports.clock.now());
}

/** A stored notification and who may receive it now, for a hub process that did not store it (see NotificationLoader). */
export function loadDelivery(ports: Pick<AppPorts, 'notifications' | 'users'>, id: NotificationId): ResultAsync<HubDelivery | null, StorageError> {
  return ports.notifications.find(id).andThen((stored): ResultAsync<HubDelivery | null, StorageError> => {
    if (stored === null) return okAsync(null);
    if (stored.senderUserId === null) return okAsync(deliveryOf(stored));
    // A sender who lost the right to send (role changed, account disabled or gone) reaches nobody any more.
    return ports.users.findSignInAccountById(stored.senderUserId).map((sender) =>
      sender !== null && sender.active && can({ role: sender.role }, 'notifications.send') ? deliveryOf(stored) : null);
  });
}
