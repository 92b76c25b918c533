// The browser side of the notification hub: a thin wrapper over the official @microsoft/signalr client.
export { SignalrNotificationConnection, DEFAULT_RECONNECT_DELAYS_MS, type SignalrNotificationConnectionOptions } from './signalr-notification-connection.js';
export { parseLiveNotification, type LiveNotification } from './live-notification.js';
