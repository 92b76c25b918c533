import type { HubConnection } from './hub-connection.js';
import { closeRecord, PING_RECORD } from './hub-messages.js';
import { ensureSession, type HubState } from './hub-state.js';

const PING = Buffer.from(PING_RECORD);
const CLIENT_TIMEOUT_CLOSE = closeRecord({ error: 'Client timeout elapsed.', allowReconnect: true });

function check(state: HubState, connection: HubConnection, now: number): void {
  const { handshakeTimeoutMs, clientTimeoutMs, keepAliveIntervalMs, maxBufferedBytes } = state.options;
  if (!connection.handshakeDone) {
    if (now - connection.openedAt >= handshakeTimeoutMs) {
      state.metrics.handshakeTimeouts += 1;
      connection.end(null, 1008);
    }
    return;
  }
  if (now - connection.lastReceivedAt >= clientTimeoutMs) {
    state.metrics.clientTimeouts += 1;
    connection.end(CLIENT_TIMEOUT_CLOSE, 1000);
    return;
  }
  if (now >= connection.expiresAt && !connection.revalidating) void ensureSession(state, connection);
  if (now - connection.lastSentAt >= keepAliveIntervalMs && connection.send(PING, now, maxBufferedBytes) === 'overflow') {
    state.metrics.overflowDrops += 1;
  }
}

/** One pass over every connection: handshake timeout, client timeout, session expiry, pings; forgets expired connection tokens. */
export function tick(state: HubState): void {
  const now = state.options.now();
  for (const connection of state.registry.all()) if (!connection.closing) check(state, connection, now);
  for (const [id, expiresAt] of state.consumed) if (expiresAt < now) state.consumed.delete(id);
}

/** Starts the one shared timer of a hub (not one per socket); the returned function stops it. */
export function startWheel(state: HubState): () => void {
  const timer = setInterval(() => tick(state), state.options.tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
