import { z } from 'zod';
import type { NotificationId } from '../domain/ids.js';
import type { ReceivedNotification } from '../domain/notification.js';
import type { NotificationFormDraft } from '../validation/notification-form.js';
import { WireReceivedNotificationSchema, receivedNotificationOfWire, toWireReceivedNotification } from '../wire/notification-wire.js';
import { splitIds, splitList } from '../wire/wire-values.js';
import { idField } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';
import { coded, noAnswer } from './endpoint-codec.js';
import { userIdQuery } from './user-id-input.js';

// A user's own messages (list, mark read) and sending one to roles or users.

const SendBodySchema = z.object({
  MessageTitle: z.unknown().optional(), MessageBody: z.unknown().optional(),
  UserId_M: z.union([z.string(), z.array(z.union([z.number(), z.string()]))]).nullish(),
  Roles: z.union([z.string(), z.array(z.string())]).nullish(),
  IsPersistent: z.boolean().nullish(), IsAnonymous: z.boolean().nullish(), ByRole: z.boolean().nullish(),
});

/** A recipient list as the spec sends it, comma-separated (a list the form did not fill is left out). */
const listText = (list: unknown): string | undefined => (Array.isArray(list) ? list.join(',') : typeof list === 'string' ? list : undefined);
/** A recipient list as received: comma-separated text or a JSON array. */
const listOf = (value: string | readonly (string | number)[] | null | undefined) => (typeof value === 'string' ? splitList(value) : [...(value ?? [])]);

export const listNotificationsEndpoint = coded(endpoint({
  method: 'GET', path: 'Notifications', summary: 'The messages of a user (only the caller\'s own), newest first',
  access: 'signed-in', query: z.object({ userId: idField }), response: z.array(WireReceivedNotificationSchema),
}), {
  ...userIdQuery,
  encodeOutput: (rows: readonly ReceivedNotification[]) => rows.map(toWireReceivedNotification),
  decodeOutput: (rows) => rows.map(receivedNotificationOfWire),
});

/**
 * The use case judges the form, so what travels is the draft; the web app's checked message is one. Messages of the
 * web app are never anonymous (the hub's clients may send anonymous ones).
 */
export const sendNotificationEndpoint = coded(endpoint({
  method: 'POST', path: 'Notifications', summary: 'Send a notification to roles or users; it is stored per recipient and pushed live',
  access: { permission: 'notifications.send' }, body: SendBodySchema, successStatus: 204, audit: 'notifications.send',
}), {
  encodeInput: (draft: NotificationFormDraft) => ({ json: {
    MessageBody: draft.body, MessageTitle: draft.title, UserId_M: listText(draft.recipientUserIds), Roles: listText(draft.recipientRoles),
    IsPersistent: typeof draft.persistent === 'boolean' ? draft.persistent : undefined, IsAnonymous: false,
    ByRole: Array.isArray(draft.recipientRoles) && draft.recipientRoles.length > 0,
  } }),
  decodeInput: ({ body }): NotificationFormDraft => {
    const roles = listOf(body.Roles);
    return {
      // A body that names no type is addressed to roles when it names some.
      recipientType: body.ByRole === true || (body.ByRole == null && roles.length > 0) ? 'roles' : 'users',
      recipientRoles: roles, recipientUserIds: typeof body.UserId_M === 'string' ? splitIds(body.UserId_M) : listOf(body.UserId_M),
      title: body.MessageTitle, body: body.MessageBody, persistent: body.IsPersistent ?? false,
    };
  },
  ...noAnswer,
});

export const markNotificationReadEndpoint = coded(endpoint({
  method: 'PUT', path: 'Notifications/UpdateNotification/:id', summary: 'Mark one of the caller\'s messages read',
  access: 'signed-in', params: z.object({ id: idField }), successStatus: 204,
}), {
  encodeInput: (id: NotificationId) => ({ params: { id } }),
  decodeInput: ({ params }) => params.id as NotificationId,
  ...noAnswer,
});
