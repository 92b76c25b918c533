import type { ReceivedNotification } from '@rafdesk/core';
import type { NotificationFeed } from '../shared/services/notification-feed.js';

/** A notification feed the test drives: it records start/stop and delivers what the test pushes. */
export class FakeNotificationFeed implements NotificationFeed {
  readonly started: number[] = [];
  stops = 0;
  private listeners = new Set<(message: ReceivedNotification) => void>();
  private catchUps = new Set<() => void>();

  start(remoteUserId: number): void {
    this.started.push(remoteUserId);
  }

  stop(): void {
    this.stops += 1;
  }

  onMessage(listener: (message: ReceivedNotification) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  onCatchUp(listener: () => void): () => void {
    this.catchUps.add(listener);
    return () => void this.catchUps.delete(listener);
  }

  push(message: ReceivedNotification): void {
    for (const listener of this.listeners) listener(message);
  }
}
