import type { ResultAsync } from 'neverthrow';
import type { ServiceUnavailable } from '../auth/service-unavailable.js';
import type { HubDelivery, HubSendRequest } from './hub-delivery.js';
import type { HubIdentity } from './hub-identity.js';

/** The sender may not address (some of) these users or roles. */
export interface NotificationForbidden {
  readonly kind: 'Forbidden';
}

/** The message breaks a rule (unknown recipient, empty audience); `errors` are short, PHI-free sentences. */
export interface NotificationInvalid {
  readonly kind: 'Invalid';
  readonly errors: readonly string[];
}

/** The portal is under maintenance and the sender's role may not work during it. */
export interface NotificationMaintenance {
  readonly kind: 'Maintenance';
}

export type NotificationSendError = NotificationForbidden | NotificationInvalid | NotificationMaintenance | ServiceUnavailable;

/** Stores a notification sent through the hub, the same way `POST Notifications` does. */
export interface NotificationSender {
  /**
   * Checks with core/access that `sender` may address every user and role of the request, stores
   * the notification (persistent ones per recipient with read state) and returns what to deliver to
   * whom. Nothing is stored when the result is an error.
   */
  send(sender: HubIdentity, request: HubSendRequest): ResultAsync<HubDelivery, NotificationSendError>;
}
