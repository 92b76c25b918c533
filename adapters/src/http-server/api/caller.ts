import { authenticateToken, can, PERMISSIONS, type Action, type Caller } from '@rafdesk/core';
import { err, ok, type Result } from 'neverthrow';
import type { AuthenticatedUser, Authenticate, Authorize } from '../principal.js';
import type { ApiPorts } from './api-ports.js';

/** The caller a route handler was given: the server's authenticated user is the core's caller. */
export function callerOf(user: AuthenticatedUser): Caller {
  return user;
}

/** Bearer tokens checked with the sessions of the portal: valid signature and a session used in the last 15 minutes. */
export function createAuthenticate(ports: Pick<ApiPorts, 'tokens' | 'sessions' | 'users' | 'clock'>): Authenticate {
  return async (token) => {
    const result = await authenticateToken(ports, token);
    if (result.isOk()) return ok(result.value);
    return err(result.error.kind === 'Unavailable' ? { kind: 'Unavailable' } : { kind: 'Unauthenticated' });
  };
}

const ACTIONS = new Set<string>(PERMISSIONS.map((rule) => rule.action));

/** Route permissions are the actions of core/access; an unknown name is refused, never allowed. */
export const authorizeByAccess: Authorize = (user: AuthenticatedUser, permission: Action): boolean =>
  ACTIONS.has(permission) && can({ role: user.role }, permission as Action);

/** Whether a signed-in caller holds an action of core/access (for routes open to several permissions). */
export function holds(user: AuthenticatedUser, action: Action): Result<void, { kind: 'Forbidden' }> {
  return can({ role: user.role }, action) ? ok(undefined) : err({ kind: 'Forbidden' });
}
