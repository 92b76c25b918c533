import { callEndpoint, signOutEndpoint, type ApiClient } from '@rafdesk/core';
import type { NotificationFeed } from './notification-feed.js';
import type { SessionStore } from './session-store.js';

/** Signing out: the live feed stops, the session is forgotten, and the server ends its session too (quietly, with the token it had). */
export function signOutWith(session: SessionStore, feed: Pick<NotificationFeed, 'stop'>, api: ApiClient): () => void {
  return () => {
    const user = session.current().user;
    feed.stop();
    session.clear();
    if (user) void callEndpoint(api, signOutEndpoint, undefined, { token: user.token, quiet: true });
  };
}
