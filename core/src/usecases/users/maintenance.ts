import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ServiceUnavailable } from '../../ports/auth/service-unavailable.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import { WRONG_PASSWORD_MESSAGE } from '../../validation/messages.js';
import { validateMaintenancePassword } from '../../validation/simple-forms.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';
import { normaliseUserName } from '../auth/sign-in-with-password.js';
import { countFailure, lockedOut, type SignInAttempt } from '../auth/sign-in-guards.js';
import type { Caller } from '../caller.js';
import type { AccountLocked, InvalidCredentials } from '../errors.js';

export type PasswordCheckPorts = Pick<AppPorts, 'users' | 'hasher' | 'lockouts' | 'signInEvents' | 'settings' | 'clock'>;
/** What turning maintenance on or off uses: the password check and the bus that reaches every hub process. */
export type MaintenancePorts = PasswordCheckPorts & Pick<AppPorts, 'hubBus'>;
export type PasswordCheckError = ValidationFailed | AccountLocked | StorageError | ServiceUnavailable;

/**
 * Whether `password` is the caller's own password (the confirmation before turning maintenance on). An empty password
 * is refused with "Please enter your password". A wrong one counts as a failed sign-in of the caller's name, so the
 * check cannot be used to guess the password.
 */
export function validatePassword(ports: PasswordCheckPorts, caller: Caller, password: unknown): ResultAsync<boolean, PasswordCheckError> {
  const given = validateMaintenancePassword(password);
  if (given.isErr()) return errAsync(given.error);
  const attempt: SignInAttempt = { userName: normaliseUserName(caller.userName), method: 'password', origin: { ip: null, userAgent: null } };
  return lockedOut(ports, attempt)
    .andThen(() => ports.users.findSignInAccountById(caller.userId))
    .andThen((account) => ports.hasher.verify(account?.passwordHash ?? null, given.value).map((matches) => ({ account, matches })))
    .andThen(({ account, matches }): ResultAsync<boolean, PasswordCheckError> => {
      if (matches) return okAsync(true);
      return countFailure<boolean, InvalidCredentials>(ports, attempt, account, 'password-check')
        .orElse((error) => (error.kind === 'InvalidCredentials' ? okAsync(false) : errAsync(error)));
    });
}

/**
 * Turns maintenance on or off after the caller's password is confirmed ("Please enter your password" when empty,
 * "Wrong password" when it does not match). While it is on every API call answers 503, except an Admin's sign-in
 * and this switch.
 */
export function setMaintenance(ports: MaintenancePorts, caller: Caller, input: { password: unknown; enabled: boolean }): ResultAsync<void, PasswordCheckError> {
  return validatePassword(ports, caller, input.password).andThen((matches) =>
    matches
      ? ports.settings.setMaintenance(input.enabled, caller.userId, ports.clock.now()).andThen(() => (input.enabled ? closeHubOfOthers(ports) : okAsync(undefined)))
      : errAsync(validationFailed([{ field: 'password', message: WRONG_PASSWORD_MESSAGE }])));
}

// Every hub process closes the sockets of the roles maintenance shuts out. The switch is stored by then, so a bus
// that cannot take the event does not undo it: new tickets and sends are refused anyway, and the sockets end with
// their sessions.
function closeHubOfOthers(ports: MaintenancePorts): ResultAsync<void, never> {
  return ports.hubBus.publish({ kind: 'maintenanceStarted' }).orElse(() => okAsync(undefined));
}
