import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ServiceUnavailable } from '../../ports/auth/service-unavailable.js';
import type { NotFound, StorageError } from '../../ports/repositories/storage-error.js';
import { WRONG_PASSWORD_MESSAGE } from '../../validation/messages.js';
import { checkNewPassword } from '../../validation/password-policy.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';
import type { Caller } from '../caller.js';
import type { AccountLocked } from '../errors.js';
import { validatePassword } from './maintenance.js';
import { endSessionsOf } from './end-sessions.js';

export type ChangePasswordPorts = Pick<AppPorts, 'users' | 'hasher' | 'lockouts' | 'signInEvents' | 'settings' | 'sessions' | 'hubBus' | 'clock'>;
export type ChangePasswordError = ValidationFailed | AccountLocked | NotFound | StorageError | ServiceUnavailable;

/**
 * A signed-in user changes their own password (POST Users/ChangePassword): the current password must match, and a
 * wrong one counts as a failed sign-in of the name, so five of them lock it like sign-in does. The new one follows
 * the password rules and differs from the current one. Storing it also ends a forced change and any pending
 * set-password link, and every other session of the user (ASVS 7.4.3: whoever knew the old password is signed out);
 * the session that changed it stays signed in.
 */
export function changeOwnPassword(
  ports: ChangePasswordPorts, caller: Caller, input: { currentPassword: string; newPassword: string },
): ResultAsync<void, ChangePasswordError> {
  const rules = checkNewPassword(input.newPassword, caller.userName, 'newPassword');
  if (rules.isErr()) return errAsync(rules.error);
  if (input.newPassword === input.currentPassword) {
    return errAsync(validationFailed([{ field: 'newPassword', message: 'The new password must differ from the current one' }]));
  }
  return validatePassword(ports, caller, input.currentPassword)
    .andThen((matches) => (matches ? okAsync(undefined) : errAsync(validationFailed([{ field: 'currentPassword', message: WRONG_PASSWORD_MESSAGE }]))))
    .andThen(() => ports.hasher.hash(input.newPassword))
    .andThen((hash) => ports.users.setPasswordHash(caller.userId, hash, ports.clock.now()))
    .andThen(() => endSessionsOf(ports, caller.userId, caller.sessionId));
}
