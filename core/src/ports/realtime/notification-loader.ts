import type { ResultAsync } from 'neverthrow';
import type { NotificationId } from '../../domain/ids.js';
import type { ServiceUnavailable } from '../auth/service-unavailable.js';
import type { HubDelivery } from './hub-delivery.js';

/** Loads a stored notification for delivery by a hub process that did not store it itself. */
export interface NotificationLoader {
  /**
   * The notification and the audience it may reach now: the implementation re-checks with core/access
   * that its sender may still address each user and role, so a bus message (which carries only the id)
   * can never widen who receives it. `ok(null)` when no such notification exists.
   */
  load(id: NotificationId): ResultAsync<HubDelivery | null, ServiceUnavailable>;
}
