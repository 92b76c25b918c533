import { okAsync, type ResultAsync } from 'neverthrow';
import type { UserId } from '../../domain/ids.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';

/** Revokes every session of a user and closes their hub connections (the bus message is best effort). */
export function endSessionsOf(ports: Pick<AppPorts, 'sessions' | 'hubBus' | 'clock'>, userId: UserId): ResultAsync<void, StorageError> {
  return ports.sessions.revokeAllForUser(userId, ports.clock.now())
    .andThen(() => ports.hubBus.publish({ kind: 'userSessionsEnded', userId: String(userId) }).orElse(() => okAsync(undefined)));
}
