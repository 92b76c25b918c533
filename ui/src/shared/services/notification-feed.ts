import type { ReceivedNotification } from '@rafdesk/core';

/** The live side of notifications: the real-time connection as the shell uses it. */
export interface NotificationFeed {
  /** Connects for this user after sign-in; a failed start is retried every 5 seconds until it connects. */
  start(remoteUserId: number): void;
  /** Disconnects at log-out; harmless when not connected. */
  stop(): void;
  /** Calls `listener` for every message the hub delivers until the returned function is called. */
  onMessage(listener: (message: ReceivedNotification) => void): () => void;
  /** Calls `listener` after a reconnect, when messages may have been missed and the list should be fetched again. */
  onCatchUp(listener: () => void): () => void;
}
