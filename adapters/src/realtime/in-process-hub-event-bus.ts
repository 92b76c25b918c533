import type { HubEvent, HubEventBus, HubEventSubscriber } from '@rafdesk/core';
import { okAsync } from 'neverthrow';

/**
 * The bus of a single server process (PGlite): events, deliveries included, go straight to the
 * subscribers of this process, after the publisher's current work (never re-entrantly).
 */
export class InProcessHubEventBus implements HubEventBus {
  private readonly subscribers = new Set<HubEventSubscriber>();

  publish(event: HubEvent) {
    queueMicrotask(() => {
      for (const subscriber of this.subscribers) subscriber.event(event);
    });
    return okAsync<void, never>(undefined);
  }

  subscribe(subscriber: HubEventSubscriber) {
    this.subscribers.add(subscriber);
    return () => {
      this.subscribers.delete(subscriber);
    };
  }
}
