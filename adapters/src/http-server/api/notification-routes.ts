import {
  listNotifications, markNotificationRead, NOTIFICATION_FORM_WIRE_NAMES, sendNotification, listNotificationsEndpoint, markNotificationReadEndpoint,
  sendNotificationEndpoint,
} from '@rafdesk/core';
import { implement } from '../implement.js';
import type { RouteDefinition } from '../route-definition.js';
import type { ApiPorts } from './api-ports.js';
import { callerOf } from './caller.js';

/** GET Notifications (the caller's own), POST Notifications (store and push) and PUT Notifications/UpdateNotification/{id}. */
export function notificationRoutes(ports: ApiPorts): RouteDefinition[] {
  return [
    implement(listNotificationsEndpoint, (user, userId) => listNotifications(ports, callerOf(user), userId)),
    implement(sendNotificationEndpoint, (user, draft) => sendNotification(ports, callerOf(user), draft), { names: NOTIFICATION_FORM_WIRE_NAMES }),
    implement(markNotificationReadEndpoint, (user, id) => markNotificationRead(ports, callerOf(user), id)),
  ];
}
