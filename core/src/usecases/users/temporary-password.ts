import { okAsync, type ResultAsync } from 'neverthrow';
import type { UserId } from '../../domain/ids.js';
import type { User } from '../../domain/user.js';
import type { MailRejected } from '../../ports/files/mailer.js';
import type { ServiceUnavailable } from '../../ports/auth/service-unavailable.js';
import type { NotFound, StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';
import { normaliseUserName } from '../auth/sign-in-with-password.js';

export type IssuePasswordPorts = Pick<AppPorts, 'users' | 'sessions' | 'lockouts' | 'hasher' | 'mailer' | 'ids' | 'clock' | 'siteUrl' | 'hubBus'>;
export type IssuePasswordError = NotFound | MailRejected | StorageError | ServiceUnavailable;

/** 15 random bytes: a 20-character password of 120 bits from a CSPRNG. */
const TEMPORARY_PASSWORD_BYTES = 15;

/**
 * Gives the account a new random password and mails it to the account's address. Every session of the account ends
 * (its tokens are refused and its hub connections closed) and its failed-sign-in count is cleared, so the mailed
 * password works at once. The password is never returned or logged; only the mail carries it.
 */
export function issueTemporaryPassword(ports: IssuePasswordPorts, user: User): ResultAsync<void, IssuePasswordError> {
  const password = ports.ids.secret(TEMPORARY_PASSWORD_BYTES);
  const at = ports.clock.now();
  const userName = user.userName ?? user.documentId;
  return ports.hasher.hash(password)
    .andThen((hash) => ports.users.setPasswordHash(user.id, hash, at))
    .andThen(() => endSessionsOf(ports, user.id))
    .andThen(() => ports.lockouts.clear(normaliseUserName(userName)))
    .andThen(() => ports.mailer.send({
      to: user.email,
      subject: 'Your RAFdesk password',
      text: [
        `Hello ${user.fullName},`, '',
        `Your RAFdesk user name is ${userName} and your new password is: ${password}`, '',
        `Sign in at ${ports.siteUrl}/login .`,
      ].join('\n'),
    }));
}

/** Revokes every session of a user and closes their hub connections (the bus message is best effort). */
export function endSessionsOf(ports: Pick<AppPorts, 'sessions' | 'hubBus' | 'clock'>, userId: UserId): ResultAsync<void, StorageError> {
  return ports.sessions.revokeAllForUser(userId, ports.clock.now())
    .andThen(() => ports.hubBus.publish({ kind: 'userSessionsEnded', userId: String(userId) }).orElse(() => okAsync(undefined)));
}
