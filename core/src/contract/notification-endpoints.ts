import { z } from 'zod';
import { WireReceivedNotificationSchema } from '../wire/notification-wire.js';
import { idField } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';

// A user's own messages (list, mark read) and sending one to roles or users.

const SendBodySchema = z.object({
  MessageTitle: z.unknown().optional(), MessageBody: z.unknown().optional(),
  UserId_M: z.union([z.string(), z.array(z.union([z.number(), z.string()]))]).nullish(),
  Roles: z.union([z.string(), z.array(z.string())]).nullish(),
  IsPersistent: z.boolean().nullish(), IsAnonymous: z.boolean().nullish(), ByRole: z.boolean().nullish(),
});

export const listNotificationsEndpoint = endpoint({
  method: 'GET', path: 'Notifications', summary: 'The messages of a user (only the caller\'s own), newest first',
  access: 'signed-in', query: z.object({ userId: idField }), response: z.array(WireReceivedNotificationSchema),
});

export const sendNotificationEndpoint = endpoint({
  method: 'POST', path: 'Notifications', summary: 'Send a notification to roles or users; it is stored per recipient and pushed live',
  access: { permission: 'notifications.send' }, body: SendBodySchema, successStatus: 204, audit: 'notifications.send',
});

export const markNotificationReadEndpoint = endpoint({
  method: 'PUT', path: 'Notifications/UpdateNotification/:id', summary: 'Mark one of the caller\'s messages read',
  access: 'signed-in', params: z.object({ id: idField }), successStatus: 204,
});
