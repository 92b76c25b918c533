import {
  listNotifications, markNotificationRead, NOTIFICATION_FORM_WIRE_NAMES, sendNotification, splitIds, splitList, toWireReceivedNotification, WireReceivedNotificationSchema, idField,
} from '@rafdesk/core';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../route-definition.js';
import type { ApiPorts } from './api-ports.js';
import { callerOf } from './caller.js';
import { toApiError } from './to-api-error.js';

const SendBodySchema = z.object({
  MessageTitle: z.unknown().optional(), MessageBody: z.unknown().optional(),
  UserId_M: z.union([z.string(), z.array(z.union([z.number(), z.string()]))]).nullish(),
  Roles: z.union([z.string(), z.array(z.string())]).nullish(),
  IsPersistent: z.boolean().nullish(), IsAnonymous: z.boolean().nullish(), ByRole: z.boolean().nullish(),
});

const listOf = (value: string | readonly (string | number)[] | null | undefined) => (typeof value === 'string' ? splitList(value) : [...(value ?? [])]);

/** GET Notifications (the caller's own), POST Notifications (store and push) and PUT Notifications/UpdateNotification/{id}. */
export function notificationRoutes(ports: ApiPorts): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET', path: 'Notifications', summary: 'The messages of a user (only the caller\'s own), newest first',
      access: 'signed-in', query: z.object({ userId: idField }), response: z.array(WireReceivedNotificationSchema),
      handler: ({ user, query }) => listNotifications(ports, callerOf(user), query.userId as never).map((rows) => rows.map(toWireReceivedNotification))
        .mapErr((error) => toApiError(error)),
    }),
    defineRoute({
      method: 'POST', path: 'Notifications', summary: 'Send a notification to roles or users; it is stored per recipient and pushed live',
      access: { permission: 'notifications.send' }, body: SendBodySchema, successStatus: 204, audit: { action: 'notifications.send' },
      handler: ({ user, body }) => {
        const roles = listOf(body.Roles);
        const userIds = typeof body.UserId_M === 'string' ? splitIds(body.UserId_M) : listOf(body.UserId_M);
        return sendNotification(ports, callerOf(user), {
          recipientType: body.ByRole === true || (body.ByRole == null && roles.length > 0) ? 'roles' : 'users',
          recipientRoles: roles, recipientUserIds: userIds, title: body.MessageTitle, body: body.MessageBody, persistent: body.IsPersistent ?? false,
        }).map(() => undefined).mapErr((error) => toApiError(error, NOTIFICATION_FORM_WIRE_NAMES));
      },
    }),
    defineRoute({
      method: 'PUT', path: 'Notifications/UpdateNotification/:id', summary: 'Mark one of the caller\'s messages read',
      access: 'signed-in', params: z.object({ id: idField }), successStatus: 204,
      handler: ({ user, params }) => markNotificationRead(ports, callerOf(user), params.id as never).mapErr((error) => toApiError(error)),
    }),
  ];
}
