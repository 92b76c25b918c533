// The server side of the SignalR JSON hub protocol over WebSockets, and the buses that fan its events out.
export { createNotificationHub, type NotificationHub, type NotificationHubPorts } from './notification-hub.js';
export { HUB_DEFAULTS, type HubOptions, type HubLogger } from './hub-options.js';
export type { HubMetrics } from './hub-metrics.js';
export { InProcessHubEventBus } from './in-process-hub-event-bus.js';
export { PgHubEventBus, type PgHubEventBusOptions } from './pg-hub-event-bus.js';
export { redactHubUrl } from './redact-hub-url.js';
export { receivedNotificationWire, SendMessageWireSchema } from './notification-wire.js';
export { parseFrame, serializeMessages, HubMessageSchema, type HubMessage } from './hub-messages.js';
export { mountHubOnFastify } from './fastify-mount.js';
export { InMemoryRecentSends } from './in-memory-recent-sends.js';
export { hubSecretFrom } from './hub-secret.js';
