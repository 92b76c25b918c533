import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ServiceUnavailable } from '../../ports/auth/service-unavailable.js';
import type { SignInAccount } from '../../ports/repositories/user-repository.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';
import { normaliseUserName } from '../auth/sign-in-with-password.js';
import { endSessionsOf } from './end-sessions.js';

import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../validation/password-policy.js';

/**
 * Sets an account's password (the operator's `rafdesk user reset-password`): every session of the account ends and
 * its failed-sign-in count is cleared; `mustChange` makes the user replace it at the next sign-in (the operator saw it). Passwords shorter than 8 characters are refused.
 */
export function setPassword(
  ports: Pick<AppPorts, 'users' | 'sessions' | 'lockouts' | 'hasher' | 'hubBus' | 'clock'>, userName: string, password: string, options: { mustChange: boolean },
): ResultAsync<SignInAccount, ValidationFailed | NotFound | StorageError | ServiceUnavailable> {
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    return errAsync(validationFailed([{ field: 'password', message: `The password must have ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters` }]));
  }
  return ports.users.findSignInAccount(normaliseUserName(userName))
    .andThen((account) => (account === null ? errAsync(notFound('user')) : okAsync(account)))
    .andThen((account) => ports.hasher.hash(password)
      .andThen((hash) => ports.users.setPasswordHash(account.userId, hash, ports.clock.now(), options))
      .andThen(() => endSessionsOf(ports, account.userId))
      .andThen(() => ports.lockouts.clear(normaliseUserName(account.userName)))
      .map(() => account));
}
