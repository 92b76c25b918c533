import type { NotificationId, RecentSends } from '@rafdesk/core';

/** Notifications stored by POST Notifications, kept for a few minutes so the web app's hub echo is not delivered twice. */
export class InMemoryRecentSends implements RecentSends {
  private readonly sends = new Map<string, { id: NotificationId; at: number }>();

  remember(key: string, id: NotificationId, at: Date): void {
    this.sends.set(key, { id, at: at.getTime() });
    // A bounded memory: the oldest send goes first.
    if (this.sends.size > 1000) this.sends.delete(this.sends.keys().next().value as string);
  }

  recall(key: string, now: Date, withinMs: number): NotificationId | null {
    const found = this.sends.get(key);
    this.sends.delete(key);
    return found !== undefined && now.getTime() - found.at <= withinMs ? found.id : null;
  }
}
