import type { HubAuthenticator } from '@rafdesk/core';
import type { ConnectionRegistry } from './connection-registry.js';
import type { HubConnection } from './hub-connection.js';
import type { HubMetrics } from './hub-metrics.js';
import type { HubOptions } from './hub-options.js';
import { closeRecord } from './hub-messages.js';

/** What the parts of one hub share. */
export interface HubState {
  readonly options: HubOptions;
  readonly authenticator: HubAuthenticator;
  readonly registry: ConnectionRegistry;
  /** Connection ids whose upgrade is being authenticated right now (a second upgrade gets 409). */
  readonly reserved: Set<string>;
  /** Connection ids already used, kept until their token expires (a reused token gets 404). */
  readonly consumed: Map<string, number>;
  readonly metrics: HubMetrics;
}

/** The Close message sent when a session ends: no allowReconnect, so the official client stops for good. */
export const SESSION_ENDED_CLOSE = closeRecord({ error: 'Session ended' });

/** Ends a connection because its session is over (log-out, expiry, account disabled). */
export function endSession(state: HubState, connection: HubConnection, reason: string): void {
  if (connection.closing) return;
  state.metrics.sessionsEnded += 1;
  state.options.logger.info({ connectionId: connection.id, userId: connection.identity.userId, reason }, 'hub connection closed: session ended');
  connection.end(SESSION_ENDED_CLOSE, 1000);
}

const pendingChecks = new WeakMap<HubState, Map<string, Promise<number | null | 'unknown'>>>();

/**
 * Asks whether the connection's session still lives once its known expiry has passed; closes it when
 * the session is over. One question per session at a time, however many sockets it has. Resolves to
 * whether the connection is still open.
 */
export async function ensureSession(state: HubState, connection: HubConnection): Promise<boolean> {
  const now = state.options.now();
  if (now < connection.expiresAt) return connection.isOpen;
  let checks = pendingChecks.get(state);
  if (!checks) pendingChecks.set(state, (checks = new Map()));
  const { sessionId } = connection.identity;
  let check = checks.get(sessionId);
  if (!check) {
    check = state.authenticator.sessionExpiry(sessionId)
      .match((expiry) => (expiry === null ? null : expiry.getTime()), () => 'unknown' as const)
      .finally(() => checks.delete(sessionId));
    checks.set(sessionId, check);
  }
  connection.revalidating = true;
  const expiry = await check;
  connection.revalidating = false;
  if (expiry === 'unknown') {
    // The session store did not answer: keep the socket and ask again at the next keep-alive.
    connection.expiresAt = state.options.now() + state.options.keepAliveIntervalMs;
  } else if (expiry === null || expiry <= state.options.now()) {
    endSession(state, connection, 'expired');
  } else {
    connection.expiresAt = expiry;
  }
  return connection.isOpen;
}
