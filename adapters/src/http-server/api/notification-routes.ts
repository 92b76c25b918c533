import {
  listNotifications, markNotificationRead, NOTIFICATION_FORM_WIRE_NAMES, sendNotification, splitIds, splitList, toWireReceivedNotification,
  listNotificationsEndpoint, markNotificationReadEndpoint, sendNotificationEndpoint,
} from '@rafdesk/core';
import { defineRoute, type RouteDefinition } from '../route-definition.js';
import type { ApiPorts } from './api-ports.js';
import { callerOf } from './caller.js';
import { toRouteFailure } from './to-route-failure.js';

const listOf = (value: string | readonly (string | number)[] | null | undefined) => (typeof value === 'string' ? splitList(value) : [...(value ?? [])]);

/** GET Notifications (the caller's own), POST Notifications (store and push) and PUT Notifications/UpdateNotification/{id}. */
export function notificationRoutes(ports: ApiPorts): RouteDefinition[] {
  return [
    defineRoute(listNotificationsEndpoint, {
      handler: ({ user, query }) => listNotifications(ports, callerOf(user), query.userId as never).map((rows) => rows.map(toWireReceivedNotification))
        .mapErr((error) => toRouteFailure(error)),
    }),
    defineRoute(sendNotificationEndpoint, {
      handler: ({ user, body }) => {
        const roles = listOf(body.Roles);
        const userIds = typeof body.UserId_M === 'string' ? splitIds(body.UserId_M) : listOf(body.UserId_M);
        return sendNotification(ports, callerOf(user), {
          recipientType: body.ByRole === true || (body.ByRole == null && roles.length > 0) ? 'roles' : 'users',
          recipientRoles: roles, recipientUserIds: userIds, title: body.MessageTitle, body: body.MessageBody, persistent: body.IsPersistent ?? false,
        }).map(() => undefined).mapErr((error) => toRouteFailure(error, NOTIFICATION_FORM_WIRE_NAMES));
      },
    }),
    defineRoute(markNotificationReadEndpoint, {
      handler: ({ user, params }) => markNotificationRead(ports, callerOf(user), params.id as never).mapErr((error) => toRouteFailure(error)),
    }),
  ];
}
