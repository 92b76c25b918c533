import { okAsync, ResultAsync } from 'neverthrow';
import type { UserId } from '../../domain/ids.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';

/**
 * Revokes every session of a user but `keep` (the one that changed its own password: ASVS 7.4.3 ends the others) and
 * closes their hub connections (the bus messages are best effort).
 */
export function endSessionsOf(ports: Pick<AppPorts, 'sessions' | 'hubBus' | 'clock'>, userId: UserId, keep: string | null = null): ResultAsync<void, StorageError> {
  const told = (published: ResultAsync<void, unknown>) => published.orElse(() => okAsync(undefined));
  return ports.sessions.revokeAllForUser(userId, ports.clock.now(), keep)
    .andThen((revoked) => (keep === null
      ? told(ports.hubBus.publish({ kind: 'userSessionsEnded', userId: String(userId) }))
      : ResultAsync.combine(revoked.map((sessionId) => told(ports.hubBus.publish({ kind: 'sessionEnded', sessionId })))).map(() => undefined)));
}
