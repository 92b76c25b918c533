import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { UserIdSchema, type UserId } from '../../domain/ids.js';
import type { ServiceUnavailable } from '../../ports/auth/service-unavailable.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';
import type { Caller } from '../caller.js';
import { unauthenticated, type Unauthenticated } from '../errors.js';
import { SESSION_ACTIVITY } from '../security-policy.js';

export type AuthenticatePorts = Pick<AppPorts, 'tokens' | 'sessions' | 'clock'>;
export type AuthenticateError = Unauthenticated | StorageError | ServiceUnavailable;

/**
 * Turns a bearer token into the caller. The token must verify (signature, issuer, audience, absolute expiry) and its
 * session must be live: not revoked, and used within the last 15 minutes. Each accepted request counts as activity,
 * so the idle limit slides. A disabled or deleted account has no caller even with a live session.
 */
export function authenticateToken(ports: AuthenticatePorts, token: string): ResultAsync<Caller, AuthenticateError> {
  return ports.tokens.verifyApiToken(token)
    .orElse((error) => (error.kind === 'InvalidToken' ? errAsync(unauthenticated) : errAsync(error)))
    .andThen((verified) => {
      const parsed = UserIdSchema.safeParse(Number(verified.userId));
      return parsed.success ? liveSession(ports, parsed.data, verified.sessionId) : errAsync(unauthenticated);
    });
}

/** The caller of a session that is live now for this user; touching it counts as activity. */
export function liveSession(ports: AuthenticatePorts, userId: UserId, sessionId: string): ResultAsync<Caller, AuthenticateError> {
  return ports.sessions.touch(sessionId, ports.clock.now(), SESSION_ACTIVITY)
    .andThen((touch): ResultAsync<Caller, Unauthenticated> => {
      if (touch.state !== 'active' || touch.userId !== userId) return errAsync(unauthenticated);
      const account = touch.account;
      if (account === null || account.userId !== userId || !account.active) return errAsync(unauthenticated);
      return okAsync({ userId: account.userId, userName: account.userName, role: account.role, sessionId, doctorId: account.doctorId, mustChangePassword: account.mustChangePassword });
    });
}
