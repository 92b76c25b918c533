import { z } from 'zod';
import { NotificationIdSchema } from '../domain/ids.js';
import { RoleNameSchema } from '../domain/role.js';
import type { OutgoingNotification, ReceivedNotification } from '../domain/notification.js';
import type { UserId } from '../domain/ids.js';
import { WireIdListSchema, eitherAlias, joinIds, splitIds, splitList } from './wire-values.js';

const WireRoleListSchema = z.string().refine((text) => splitList(text).every((role) => RoleNameSchema.safeParse(role).success), 'must be a comma-separated list of role names');

export const WireOutgoingNotificationSchema = z.object({
  MessageBody: z.string(), MessageTitle: z.string(), UserId_M: WireIdListSchema.nullish(), Roles: WireRoleListSchema.nullish(),
  IsPersistent: z.boolean().nullish(), IsAnonymous: z.boolean(),
});
/** Body of POST Notifications. */
export type WireOutgoingNotification = z.infer<typeof WireOutgoingNotificationSchema>;

/** Internal field → wire field of the notification form. */
export const NOTIFICATION_WIRE_FIELDS = {
  title: 'MessageTitle', body: 'MessageBody', recipientUserIds: 'UserId_M', recipientRoles: 'Roles',
  persistent: 'IsPersistent', anonymous: 'IsAnonymous',
} as const satisfies Record<keyof OutgoingNotification, keyof WireOutgoingNotification>;

export const WireReceivedNotificationSchema = z.object({
  notificationID: NotificationIdSchema.nullish(), notificationId: NotificationIdSchema.nullish(),
  messageTitle: z.string().nullish(), title: z.string().nullish(), messageBody: z.string().nullish(), body: z.string().nullish(),
  isPersistent: z.boolean(), readFlag: z.boolean(), userID_M: WireIdListSchema.nullish(),
}).refine((w) => (w.notificationID ?? w.notificationId) != null, { message: 'notificationID or notificationId is required', path: ['notificationID'] });
/** A row of GET Notifications; each aliased field is written under both names. */
export type WireReceivedNotification = z.infer<typeof WireReceivedNotificationSchema>;

export function toWireReceivedNotification(message: ReceivedNotification): WireReceivedNotification {
  return {
    notificationID: message.id, notificationId: message.id, messageTitle: message.title, title: message.title,
    messageBody: message.body, body: message.body, isPersistent: message.persistent, readFlag: message.read,
    userID_M: joinIds(message.recipientUserIds),
  };
}

/** A checked wire row of GET Notifications as the domain's message (the endpoint's codec decodes with it). */
export function receivedNotificationOfWire(w: WireReceivedNotification): ReceivedNotification {
  return {
    id: NotificationIdSchema.parse(w.notificationID ?? w.notificationId), title: eitherAlias(w.messageTitle, w.title) ?? '',
    body: eitherAlias(w.messageBody, w.body) ?? '', persistent: w.isPersistent, read: w.readFlag,
    recipientUserIds: splitIds(w.userID_M) as UserId[],
  };
}
