import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { UserId } from '../../domain/ids.js';
import type { User } from '../../domain/user.js';
import type { MailRejected } from '../../ports/files/mailer.js';
import type { ServiceUnavailable } from '../../ports/auth/service-unavailable.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';
import { issuePasswordLink, type PasswordLinkError, type PasswordLinkPorts } from './password-link.js';
import { endSessionsOf } from './end-sessions.js';

function existingUser(ports: Pick<AppPorts, 'users'>, userId: UserId): ResultAsync<User, NotFound | StorageError> {
  return ports.users.findById(userId).andThen((user) => (user === null ? errAsync(notFound('user')) : okAsync(user)));
}

/**
 * Turns two-factor sign-in on or off for an account. Either way the stored authenticator is forgotten: turned off it
 * is no longer needed, and turned on the user enrols a new one at the next sign-in (so a lost phone is fixed by
 * turning the flag off and on).
 */
export function setTwoFactor(ports: Pick<AppPorts, 'users' | 'totpSecrets' | 'clock'>, input: { userId: UserId; enabled: boolean }): ResultAsync<void, NotFound | StorageError> {
  return ports.users.setTwoFactor(input.userId, input.enabled, ports.clock.now())
    .andThen(() => ports.totpSecrets.remove(input.userId));
}

/**
 * Mails the account a new one-time link to choose its password ({@link issuePasswordLink}); the current password works
 * until then. A reset ends every session of the account (ASVS 7.4.3): it is asked for when the account may be in
 * someone else's hands.
 */
export function resendPassword(ports: PasswordLinkPorts & Pick<AppPorts, 'sessions' | 'hubBus'>, userId: UserId): ResultAsync<void, PasswordLinkError> {
  return existingUser(ports, userId).andThen((user) => issuePasswordLink(ports, user)).andThen(() => endSessionsOf(ports, userId));
}

/** Not a doctor account: only doctors have a profile to complete. */
export interface NotADoctor {
  readonly kind: 'NotADoctor';
}

/**
 * Mails a doctor the request to complete their profile, with the address of the profile form. Accounts of other
 * roles have no such profile and are refused.
 */
export function resendProfileConfirmation(ports: Pick<AppPorts, 'users' | 'mailer' | 'siteUrl'>, userId: UserId): ResultAsync<void, NotFound | NotADoctor | MailRejected | StorageError | ServiceUnavailable> {
  return existingUser(ports, userId).andThen((user) => {
    if (user.role !== 'Doctor') return errAsync<void, NotADoctor>({ kind: 'NotADoctor' });
    return ports.mailer.send({
      to: user.email,
      subject: 'Please complete your RAFdesk profile',
      text: [
        `Hello ${user.fullName},`, '',
        'Please sign in to RAFdesk and complete your profile, so that our team can set up your dashboard:',
        `${ports.siteUrl}/completeProfile`, '',
        `Your user name is ${user.userName ?? user.documentId}.`,
      ].join('\n'),
    });
  });
}
