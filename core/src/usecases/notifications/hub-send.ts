import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { can } from '../../access/can.js';
import { UserIdSchema, type NotificationId, type UserId } from '../../domain/ids.js';
import type { HubDelivery, HubSendRequest } from '../../ports/realtime/hub-delivery.js';
import type { HubIdentity } from '../../ports/realtime/hub-identity.js';
import type { NotificationSendError } from '../../ports/realtime/notification-sender.js';
import { reasonLines } from '../../validation/validation-failed.js';
import { validateNotificationForm } from '../../validation/notification-form.js';
import { wireFieldNamer, NOTIFICATION_FORM_WIRE_NAMES } from '../../wire/form-drafts.js';
import type { AppPorts } from '../app-ports.js';
import { shutOutByMaintenance } from '../auth/maintenance-gate.js';
import { maintenanceOn } from '../errors.js';
import { deliveryOf, storeNotification } from './deliver-notification.js';

/**
 * Notifications the API stored and pushed a moment ago, by sender and content. The web app follows every
 * POST Notifications with the same message over the hub; this is how the hub recognises that echo.
 */
export interface RecentSends {
  /** Notes that `senderUserId` sent a message with this content key, stored as `id`. */
  remember(key: string, id: NotificationId, at: Date): void;
  /** The id stored under this key within the last `withinMs`, once: a second recall finds nothing. */
  recall(key: string, now: Date, withinMs: number): NotificationId | null;
}

/** How long after a POST Notifications its hub echo is recognised. */
export const ECHO_WINDOW_MS = 120_000;

/** The content key of a message: sender, title, body and audience. */
export function sendKey(senderUserId: string, message: Pick<HubSendRequest, 'title' | 'body' | 'recipientUserIds' | 'recipientRoles'>): string {
  return JSON.stringify([senderUserId, message.title, message.body, [...message.recipientUserIds].sort(), [...message.recipientRoles].sort()]);
}

/**
 * A message sent through the hub (SendToRole, SendMessageToUser). Only roles that may send notifications may
 * send; the form rules apply. The echo of a message the API has just stored and pushed is not stored again and
 * reaches nobody a second time; any other message is stored for its audience and delivered. While maintenance is on
 * only a role that may work during it sends (01 §4), as the API answers everyone else 503.
 */
export function sendFromHub(
  ports: Pick<AppPorts, 'users' | 'notifications' | 'settings' | 'clock'> & { readonly recentSends: RecentSends },
  sender: HubIdentity, request: HubSendRequest,
): ResultAsync<HubDelivery, NotificationSendError> {
  const senderId = UserIdSchema.safeParse(Number(sender.userId));
  if (!senderId.success || !can({ role: sender.role }, 'notifications.send')) return errAsync({ kind: 'Forbidden' });
  return shutOutByMaintenance(ports, sender).andThen((shutOut) =>
    (shutOut ? errAsync<HubDelivery, NotificationSendError>(maintenanceOn) : storeOrRecall(ports, sender, senderId.data, request)));
}

function storeOrRecall(
  ports: Pick<AppPorts, 'users' | 'notifications' | 'clock'> & { readonly recentSends: RecentSends },
  sender: HubIdentity, senderId: UserId, request: HubSendRequest,
): ResultAsync<HubDelivery, NotificationSendError> {
  const valid = validateNotificationForm({ ...request, recipientType: request.byRole ? 'roles' : 'users' });
  if (valid.isErr()) return errAsync({ kind: 'Invalid', errors: reasonLines(valid.error, wireFieldNamer(NOTIFICATION_FORM_WIRE_NAMES)) });
  const now = ports.clock.now();
  const echoOf = ports.recentSends.recall(sendKey(sender.userId, valid.value), now, ECHO_WINDOW_MS);
  if (echoOf !== null) {
    return ports.notifications.find(echoOf).andThen((stored) =>
      stored === null ? errAsync({ kind: 'Unavailable' as const }) : okAsync({ ...deliveryOf(stored), audience: { userIds: [], roles: [] } }));
  }
  return storeNotification(ports, { ...valid.value, persistent: request.persistent }, request.anonymous ? null : senderId).map(deliveryOf);
}
