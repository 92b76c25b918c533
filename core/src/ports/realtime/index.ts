export type { HubIdentity } from './hub-identity.js';
export type { HubAuthenticator } from './hub-authenticator.js';
export type { HubAudience, HubDelivery, HubSendRequest } from './hub-delivery.js';
export type { NotificationSender, NotificationSendError, NotificationForbidden, NotificationInvalid } from './notification-sender.js';
export type { NotificationLoader } from './notification-loader.js';
export type { HubEvent, HubEventBus, HubEventSubscriber } from './hub-event-bus.js';
export type { RealtimeConnection, RealtimeStatus, RealtimeStartFailed } from './realtime-connection.js';
