import { z } from 'zod';
import type { Result } from 'neverthrow';
import { NotificationIdSchema, UserIdSchema } from '../domain/ids.js';
import { RoleNameSchema, type RoleName } from '../domain/role.js';
import type { OutgoingNotification, RealtimeNotification, ReceivedNotification } from '../domain/notification.js';
import type { UserId } from '../domain/ids.js';
import { WireIdListSchema, eitherAlias, joinIds, splitIds, splitList } from './wire-values.js';
import { parseWire, type WireFormatError } from './wire-format-error.js';

const WireRoleListSchema = z.string().refine((text) => splitList(text).every((role) => RoleNameSchema.safeParse(role).success), 'must be a comma-separated list of role names');

export const WireOutgoingNotificationSchema = z.object({
  MessageBody: z.string(), MessageTitle: z.string(), UserId_M: WireIdListSchema.nullish(), Roles: WireRoleListSchema.nullish(),
  IsPersistent: z.boolean().nullish(), IsAnonymous: z.boolean(),
});
/** Body of POST Notifications. */
export type WireOutgoingNotification = z.infer<typeof WireOutgoingNotificationSchema>;

export const WireRealtimeNotificationSchema = WireOutgoingNotificationSchema.extend({ UserId: UserIdSchema.nullish(), ByRole: z.boolean() });
/** The message object of the hub's SendToRole / SendMessageToUser / ReceiveMessage. */
export type WireRealtimeNotification = z.infer<typeof WireRealtimeNotificationSchema>;

/** Internal field → wire field of the notification form. */
export const NOTIFICATION_WIRE_FIELDS = {
  title: 'MessageTitle', body: 'MessageBody', recipientUserIds: 'UserId_M', recipientRoles: 'Roles',
  persistent: 'IsPersistent', anonymous: 'IsAnonymous',
} as const satisfies Record<keyof OutgoingNotification, keyof WireOutgoingNotification>;

export function toWireOutgoingNotification(message: OutgoingNotification): WireOutgoingNotification {
  return {
    MessageBody: message.body, MessageTitle: message.title, UserId_M: joinIds(message.recipientUserIds),
    Roles: message.recipientRoles.join(','), IsPersistent: message.persistent, IsAnonymous: message.anonymous,
  };
}

function mapOutgoing(w: WireOutgoingNotification): OutgoingNotification {
  return {
    title: w.MessageTitle, body: w.MessageBody, recipientUserIds: splitIds(w.UserId_M) as UserId[],
    recipientRoles: splitList(w.Roles) as RoleName[], persistent: w.IsPersistent ?? false, anonymous: w.IsAnonymous,
  };
}

export function fromWireOutgoingNotification(input: unknown): Result<OutgoingNotification, WireFormatError> {
  return parseWire('notification', WireOutgoingNotificationSchema, input, mapOutgoing);
}

export function toWireRealtimeNotification(message: RealtimeNotification): WireRealtimeNotification {
  return { ...toWireOutgoingNotification(message), UserId: message.senderUserId, ByRole: message.byRole };
}

export function fromWireRealtimeNotification(input: unknown): Result<RealtimeNotification, WireFormatError> {
  return parseWire('real-time notification', WireRealtimeNotificationSchema, input, (w) => ({
    ...mapOutgoing(w), senderUserId: w.UserId ?? null, byRole: w.ByRole,
  }));
}

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
