import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { User } from '../../domain/user.js';
import type { MailRejected } from '../../ports/files/mailer.js';
import type { ServiceUnavailable } from '../../ports/auth/service-unavailable.js';
import type { NotFound, StorageError } from '../../ports/repositories/storage-error.js';
import { checkNewPassword } from '../../validation/password-policy.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';
import { normaliseUserName } from '../auth/sign-in-with-password.js';
import { endSessionsOf } from './end-sessions.js';

export type PasswordLinkPorts = Pick<AppPorts, 'users' | 'mailer' | 'ids' | 'clock' | 'siteUrl'>;
export type PasswordLinkError = NotFound | MailRejected | StorageError | ServiceUnavailable;

/** How long a set-password link works: long enough for a weekend, short enough that an old mail is worthless. */
export const PASSWORD_LINK_HOURS = 72;
/** 32 random bytes: the link's secret, 256 bits from a CSPRNG. */
const LINK_SECRET_BYTES = 32;

export const LINK_SPENT_MESSAGE = 'This link has expired or was already used; ask for a new one';

/**
 * Mails the account a one-time link to choose its own password (POST Users and ResendPassword). No password is
 * made, mailed or stored in clear: the link's secret is stored only as a hash, works once and for
 * {@link PASSWORD_LINK_HOURS} hours, and a newer link replaces an older one. The secret travels after `#`, so it
 * never reaches a server log as part of a requested address.
 */
export function issuePasswordLink(ports: PasswordLinkPorts, user: User): ResultAsync<void, PasswordLinkError> {
  const secret = ports.ids.secret(LINK_SECRET_BYTES);
  const at = ports.clock.now();
  const expiresAt = new Date(at.getTime() + PASSWORD_LINK_HOURS * 3600_000);
  const userName = user.userName ?? user.documentId;
  return ports.users.setPasswordLink(user.id, secret, expiresAt, at)
    .andThen(() => ports.mailer.send({
      to: user.email,
      subject: 'Set your RAFdesk password',
      text: [
        `Hello ${user.fullName},`, '',
        `Your RAFdesk user name is ${userName}. Choose your password with this link (it works once, for ${PASSWORD_LINK_HOURS} hours):`,
        `${ports.siteUrl}/set-password#${secret}`, '',
        'If you did not expect this message, ignore it: your account stays as it is.',
      ].join('\n'),
    }));
}

export type SetPasswordWithLinkPorts = Pick<AppPorts, 'unitOfWork' | 'hasher' | 'hubBus' | 'clock'>;

/**
 * Sets the password of the account a link was mailed to (POST Users/SetPassword), in one transaction: the link is
 * spent, the password checked against the rules and stored, every session of the account ends and its failed
 * sign-ins are forgotten. A refused password undoes it all, so the link still works for a better one.
 */
export function setPasswordWithLink(
  ports: SetPasswordWithLinkPorts, input: { secret: string; password: string },
): ResultAsync<void, ValidationFailed | StorageError | ServiceUnavailable | NotFound> {
  const at = ports.clock.now();
  const spent = () => errAsync(validationFailed([{ field: 'token', message: LINK_SPENT_MESSAGE }]));
  return ports.unitOfWork.run((repositories) => repositories.users.redeemPasswordLink(input.secret, at)
    .andThen((userId) => (userId === null ? spent() : repositories.users.findSignInAccountById(userId)))
    .andThen((account) => (account === null ? spent() : okAsync(account)))
    .andThen((account) => checkNewPassword(input.password, account.userName).asyncAndThen((password) => ports.hasher.hash(password))
      .andThen((hash) => repositories.users.setPasswordHash(account.userId, hash, at))
      .andThen(() => endSessionsOf({ ...repositories, hubBus: ports.hubBus, clock: ports.clock }, account.userId))
      .andThen(() => repositories.lockouts.clear(normaliseUserName(account.userName)))));
}
