import { NotificationIdSchema, UserIdSchema, type ReceivedNotification, type UserId } from '@rafdesk/core';
import { z } from 'zod';

const idList = z.union([z.string(), z.number(), z.null(), z.undefined()]).transform((value) =>
  value === null || value === undefined ? [] : String(value).split(',').map((item) => item.trim()).filter((item) => item !== ''));

/** The argument of the hub's `ReceiveMessage`, under either spelling the API uses. */
const ReceiveMessageWireSchema = z.object({
  notificationID: z.coerce.number().optional(), notificationId: z.coerce.number().optional(),
  messageTitle: z.string().optional(), title: z.string().optional(),
  messageBody: z.string().optional(), body: z.string().optional(),
  isPersistent: z.boolean().optional(), readFlag: z.boolean().optional(),
  userID_M: idList, userId: z.coerce.number().nullish(), byRole: z.boolean().optional(),
});

/** A notification pushed live: the list item, who sent it (null when anonymous) and whether it went to roles. */
export interface LiveNotification {
  readonly notification: ReceivedNotification;
  readonly senderUserId: UserId | null;
  readonly byRole: boolean;
}

/** Reads a `ReceiveMessage` argument; null for anything that is not a notification. */
export function parseLiveNotification(argument: unknown): LiveNotification | null {
  const wire = ReceiveMessageWireSchema.safeParse(argument);
  if (!wire.success) return null;
  const id = NotificationIdSchema.safeParse(wire.data.notificationID ?? wire.data.notificationId);
  const recipients = z.array(z.coerce.number().pipe(UserIdSchema)).safeParse(wire.data.userID_M);
  const sender = wire.data.userId === null || wire.data.userId === undefined ? null : UserIdSchema.safeParse(wire.data.userId);
  if (!id.success || !recipients.success || (sender !== null && !sender.success)) return null;
  return {
    notification: {
      id: id.data, title: wire.data.messageTitle ?? wire.data.title ?? '', body: wire.data.messageBody ?? wire.data.body ?? '',
      persistent: wire.data.isPersistent ?? false, read: wire.data.readFlag ?? false, recipientUserIds: recipients.data,
    },
    senderUserId: sender === null ? null : sender.data,
    byRole: wire.data.byRole ?? false,
  };
}
