import { ROLE_NAMES, roleNameOf, UserIdSchema, type HubDelivery, type HubSendRequest, type RoleName, type UserId } from '@rafdesk/core';
import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';

const WIRE_KEYS = ['MessageBody', 'MessageTitle', 'UserId_M', 'IsAnonymous', 'UserId', 'ByRole', 'Roles', 'IsPersistent'] as const;
const canonicalKey = new Map<string, string>(WIRE_KEYS.map((key) => [key.toLowerCase(), key]));

// Property names are matched without regard to case, as ASP.NET's JSON binding does.
const withCanonicalKeys = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([key, v]) => [canonicalKey.get(key.toLowerCase()) ?? key, v]))
    : value;

const listOf = z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]);

/** The message object of spec 01 §3 / 02 §3 "Notification (send)", as the web app sends it to the hub. */
export const SendMessageWireSchema = z.preprocess(withCanonicalKeys, z.object({
  // Texts only here: their limits are the notification form's, checked and worded by the use case like the API's.
  MessageBody: z.string(),
  MessageTitle: z.string(),
  UserId_M: listOf.nullish(),
  IsAnonymous: z.boolean().nullish(),
  // The sender is the connection's user; a UserId in the message is accepted for compatibility and never trusted.
  UserId: z.union([z.string(), z.number()]).nullish(),
  ByRole: z.boolean().nullish(),
  Roles: listOf.nullish(),
  IsPersistent: z.boolean().nullish(),
}));
export type SendMessageWire = z.infer<typeof SendMessageWireSchema>;

function items(list: SendMessageWire['UserId_M']): string[] {
  if (list === null || list === undefined) return [];
  const raw = Array.isArray(list) ? list.map(String) : String(list).split(',');
  return raw.map((item) => item.trim()).filter((item) => item !== '');
}

const roleByKey = new Map<string, RoleName>(ROLE_NAMES.map((name) => [name.toLowerCase(), name]));

/** A role label (any case, spaces ignored) or a numeric role id. */
function roleOf(item: string): RoleName | null {
  if (/^\d+$/.test(item)) return roleNameOf(Number(item));
  return roleByKey.get(item.replace(/\s+/g, '').toLowerCase()) ?? null;
}

function recipientsOf(list: SendMessageWire['UserId_M']): Result<UserId[], string> {
  const ids: UserId[] = [];
  for (const item of items(list)) {
    const id = UserIdSchema.safeParse(Number(item));
    if (!id.success) return err(`UserId_M: '${item.slice(0, 20)}' is not a user id.`);
    if (!ids.includes(id.data)) ids.push(id.data);
  }
  return ids.length > 0 ? ok(ids) : err('UserId_M: at least one recipient is required.');
}

function rolesOf(list: SendMessageWire['Roles']): Result<RoleName[], string> {
  const roles: RoleName[] = [];
  for (const item of items(list)) {
    const role = roleOf(item);
    if (role === null) return err(`Roles: '${item.slice(0, 30)}' is not a role.`);
    if (!roles.includes(role)) roles.push(role);
  }
  return roles.length > 0 ? ok(roles) : err('Roles: at least one role is required.');
}

function parseWire(argument: unknown): Result<SendMessageWire, string[]> {
  const parsed = SendMessageWireSchema.safeParse(argument);
  if (parsed.success) return ok(parsed.data);
  return err(parsed.error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : 'The message must be an object.')));
}

/** The request of `SendMessageToUser(message)`: the users of `UserId_M`. */
export function parseSendMessageToUser(argument: unknown): Result<HubSendRequest, string[]> {
  return parseWire(argument).andThen((wire) => recipientsOf(wire.UserId_M).mapErr((e) => [e]).map((recipientUserIds) => ({
    title: wire.MessageTitle, body: wire.MessageBody, recipientUserIds, recipientRoles: [],
    persistent: wire.IsPersistent ?? false, anonymous: wire.IsAnonymous ?? false, byRole: false,
  })));
}

/** The request of `SendToRole(message)`: everyone with one of the `Roles`. */
export function parseSendToRole(argument: unknown): Result<HubSendRequest, string[]> {
  return parseWire(argument).andThen((wire) => rolesOf(wire.Roles).mapErr((e) => [e]).map((recipientRoles) => ({
    title: wire.MessageTitle, body: wire.MessageBody, recipientUserIds: [], recipientRoles,
    persistent: wire.IsPersistent ?? false, anonymous: wire.IsAnonymous ?? false, byRole: true,
  })));
}

/**
 * The argument of `ReceiveMessage`: the received-notification fields of spec 01 §3 under both spellings the
 * web app reads, plus who sent it (`userId`, null when anonymous) and whether it went to roles (`byRole`).
 */
export function receivedNotificationWire(delivery: HubDelivery) {
  const { notification } = delivery;
  return {
    notificationID: notification.id, notificationId: notification.id,
    messageTitle: notification.title, title: notification.title,
    messageBody: notification.body, body: notification.body,
    isPersistent: notification.persistent, readFlag: notification.read,
    userID_M: notification.recipientUserIds.join(','),
    isAnonymous: delivery.senderUserId === null, userId: delivery.senderUserId,
    byRole: delivery.audience.roles.length > 0,
  };
}
