import { z } from 'zod';
import { NotificationIdSchema, UserIdSchema } from './ids.js';
import { RoleNameSchema } from './role.js';

export const OutgoingNotificationSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** Recipients by user id (empty when sent to roles). */
  recipientUserIds: z.array(UserIdSchema),
  /** Recipients by role (empty when sent to users). */
  recipientRoles: z.array(RoleNameSchema),
  /** Persistent messages pop up on load until read. */
  persistent: z.boolean(),
  anonymous: z.boolean(),
});
/** A message from the notification centre (or the registration notice) before it is stored. */
export type OutgoingNotification = z.infer<typeof OutgoingNotificationSchema>;

export const RealtimeNotificationSchema = OutgoingNotificationSchema.extend({
  senderUserId: UserIdSchema.nullable(),
  /** True when addressed to roles (the hub's SendToRole), false for users (SendMessageToUser). */
  byRole: z.boolean(),
});
/** The same message as pushed over the real-time hub. */
export type RealtimeNotification = z.infer<typeof RealtimeNotificationSchema>;

export const ReceivedNotificationSchema = z.object({
  id: NotificationIdSchema,
  title: z.string(),
  body: z.string(),
  persistent: z.boolean(),
  read: z.boolean(),
  recipientUserIds: z.array(UserIdSchema),
});
/** A message in a user's notification list. */
export type ReceivedNotification = z.infer<typeof ReceivedNotificationSchema>;

/** Title of the message posted to the registration recipient after a sign-up. */
export const REGISTRATION_NOTIFICATION_TITLE = 'New User Registration';
/** User id that receives the registration message. */
export const REGISTRATION_NOTIFICATION_RECIPIENT_ID = 9;
