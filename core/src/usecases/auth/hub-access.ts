import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ServiceUnavailable } from '../../ports/auth/service-unavailable.js';
import type { HubIdentity } from '../../ports/realtime/hub-identity.js';
import type { AppPorts } from '../app-ports.js';
import { SESSION_IDLE_LIMIT_MS } from '../security-policy.js';
import { authenticateToken, type AuthenticatePorts } from './authenticate-token.js';

/**
 * The identity behind a bearer token presented to the real-time hub: the same checks as an API call (the session must
 * be live, and opening the connection counts as activity). `ok(null)` for any token that is not accepted.
 */
export function authenticateHubToken(ports: AuthenticatePorts, token: string): ResultAsync<HubIdentity | null, ServiceUnavailable> {
  return authenticateToken(ports, token)
    .map((caller): HubIdentity | null => ({
      userId: String(caller.userId), role: caller.role, sessionId: caller.sessionId,
      expiresAt: new Date(ports.clock.now().getTime() + SESSION_IDLE_LIMIT_MS),
    }))
    .orElse((error) => (error.kind === 'Unauthenticated' ? okAsync(null) : errAsync(error)));
}

/**
 * When a session ends if nothing more happens: its last activity plus the idle limit, or `ok(null)` once it has
 * ended (signed out, revoked, idle too long). A hub asks this before it lets a connection live past its known expiry.
 */
export function hubSessionExpiry(ports: Pick<AppPorts, 'sessions' | 'clock'>, sessionId: string): ResultAsync<Date | null, ServiceUnavailable> {
  return ports.sessions.find(sessionId).map((session) => {
    if (session === null || session.revokedAt !== null) return null;
    const expiresAt = new Date(session.lastActivityAt.getTime() + SESSION_IDLE_LIMIT_MS);
    return expiresAt.getTime() > ports.clock.now().getTime() ? expiresAt : null;
  });
}
