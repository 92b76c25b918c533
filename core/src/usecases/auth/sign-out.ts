import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';
import type { Caller } from '../caller.js';

/**
 * Ends the caller's session on the server: its token is refused from now on, and every hub connection of the
 * session is closed for good. Signing out twice is harmless.
 */
export function signOut(ports: Pick<AppPorts, 'sessions' | 'hubBus' | 'clock'>, caller: Caller): ResultAsync<void, StorageError> {
  return ports.sessions.revoke(caller.sessionId, ports.clock.now())
    .orElse((error) => (error.kind === 'NotFound' ? okAsync(undefined) : errAsync(error)))
    // The session is already refused; a lost bus message only leaves a socket open until its next expiry check.
    .andThen(() => ports.hubBus.publish({ kind: 'sessionEnded', sessionId: caller.sessionId }).orElse(() => okAsync(undefined)));
}
