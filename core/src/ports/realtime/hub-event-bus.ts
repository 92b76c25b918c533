import type { ResultAsync } from 'neverthrow';
import type { NotificationId } from '../../domain/ids.js';
import type { ServiceUnavailable } from '../auth/service-unavailable.js';
import type { HubDelivery } from './hub-delivery.js';

/**
 * What hub processes tell each other. Between processes only ids travel; `delivery` is a shortcut an
 * in-process bus may keep so a single process need not load what it has just stored.
 */
export type HubEvent =
  | { readonly kind: 'notificationStored'; readonly notificationId: NotificationId; readonly delivery?: HubDelivery }
  | { readonly kind: 'sessionEnded'; readonly sessionId: string }
  | { readonly kind: 'userSessionsEnded'; readonly userId: string }
  /** Maintenance was turned on: connections of the roles it shuts out end (01 §4). */
  | { readonly kind: 'maintenanceStarted' };

/** Receives bus events in one hub process. */
export interface HubEventSubscriber {
  /** Called for every event published by any process, this one included. */
  event(event: HubEvent): void;
  /** Called after the bus lost and regained its link: events of the gap may be lost, so clients should catch up. */
  gap(): void;
}

/** Fans hub events out to every server process (in-process with one process, LISTEN/NOTIFY with PostgreSQL). */
export interface HubEventBus {
  /** `ok` once the bus has accepted the event; delivery to each process is at most once. */
  publish(event: HubEvent): ResultAsync<void, ServiceUnavailable>;
  /** Starts delivering events to `subscriber`; the returned function stops it. */
  subscribe(subscriber: HubEventSubscriber): () => void;
}
