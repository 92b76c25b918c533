import { worksDuringMaintenance, type HubDelivery, type HubEvent, type HubEventSubscriber, type NotificationLoader } from '@rafdesk/core';
import type { HubConnection } from './hub-connection.js';
import { closeRecord, invocationRecord } from './hub-messages.js';
import { endSession, type HubState } from './hub-state.js';
import { receivedNotificationWire } from './notification-wire.js';

const RESTART_CLOSE = closeRecord({ allowReconnect: true });

/**
 * Delivery to this process's sockets and the bus subscriber that drives it: a stored notification
 * goes to the connections of its audience (loaded, with access re-checked, when the event carries only
 * its id); session events close sockets, and so does maintenance for the roles it shuts out; a gap on the bus sends every client to reconnect and catch up.
 */
export function createFanOut(state: HubState, loader: NotificationLoader) {
  const { logger } = state.options;
  const send = (connections: Iterable<HubConnection>, delivery: HubDelivery): number => {
    const frame = Buffer.from(invocationRecord('ReceiveMessage', [receivedNotificationWire(delivery)]));
    const now = state.options.now();
    let sent = 0;
    for (const connection of connections) {
      if (!connection.handshakeDone) continue;
      const outcome = connection.send(frame, now, state.options.maxBufferedBytes);
      if (outcome === true) sent += 1;
      else if (outcome === 'overflow') state.metrics.overflowDrops += 1;
    }
    state.metrics.deliveries += sent;
    return sent;
  };
  const deliver = (delivery: HubDelivery) => send(state.registry.audience(delivery.audience.userIds.map(String), delivery.audience.roles), delivery);

  const closeSessionsOf = (target: { sessionId: string } | { userId: string }, reason: string) => {
    const connections = 'sessionId' in target ? state.registry.ofSession(target.sessionId) : state.registry.ofUser(target.userId);
    for (const connection of connections) endSession(state, connection, reason);
    return connections.length;
  };

  const onEvent = (event: HubEvent) => {
    switch (event.kind) {
      case 'notificationStored':
        if (event.delivery) deliver(event.delivery);
        else if (state.registry.size > 0) {
          void loader.load(event.notificationId).match(
            (delivery) => (delivery === null ? undefined : void deliver(delivery)),
            () => logger.warn({ notificationId: event.notificationId }, 'hub could not load a notification to deliver'),
          );
        }
        return;
      case 'sessionEnded':
        closeSessionsOf({ sessionId: event.sessionId }, 'session ended');
        return;
      case 'userSessionsEnded':
        closeSessionsOf({ userId: event.userId }, 'user signed out everywhere');
        return;
      case 'maintenanceStarted':
        for (const connection of [...state.registry.all()]) {
          if (!worksDuringMaintenance(connection.identity)) endSession(state, connection, 'maintenance');
        }
        return;
    }
  };
  // After a gap on the bus, clients reconnect (allowReconnect) and their catch-up request fills in what was missed.
  const onGap = () => {
    for (const connection of state.registry.all()) connection.end(RESTART_CLOSE, 1012);
  };
  return { send, deliver, closeSessionsOf, subscriber: { event: onEvent, gap: onGap } satisfies HubEventSubscriber };
}
