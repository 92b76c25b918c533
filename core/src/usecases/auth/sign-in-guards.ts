import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ServiceUnavailable } from '../../ports/auth/service-unavailable.js';
import type { TotpRejected } from '../../ports/auth/totp-verifier.js';
import type { SignInEvent } from '../../ports/repositories/sign-in-event-repository.js';
import type { SignInAccount } from '../../ports/repositories/user-repository.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';
import { invalidCredentials, maintenanceOn, type AccountLocked, type InvalidCredentials, type MaintenanceOn } from '../errors.js';
import { secondsUntil, SIGN_IN_LOCKOUT } from '../security-policy.js';
import { shutOutByMaintenance } from './maintenance-gate.js';
import type { SignInOrigin } from './start-session.js';

/** One sign-in attempt: the normalised name it is counted under, how it was made and from where. */
export interface SignInAttempt {
  readonly userName: string;
  readonly method: SignInEvent['method'];
  readonly origin: SignInOrigin;
}

type GuardPorts = Pick<AppPorts, 'users' | 'lockouts' | 'signInEvents' | 'settings' | 'clock'>;

/**
 * What the login report keeps as the name of an attempt that names no account: the typed name may be a password
 * typed in the wrong field, and the report must not keep it (ASVS 16.2.5). Counting and locking still go by the
 * typed name, which `sign_in_lockout` forgets when its 15 minutes are over.
 */
export const UNKNOWN_USER_NAME = '(unknown user)';

/** Records the attempt for the login report and the audit of sign-ins; a reason code only, never a secret. */
export function recordSignIn(ports: Pick<AppPorts, 'signInEvents' | 'clock'>, attempt: SignInAttempt, account: SignInAccount | null, failureReason: string | null): ResultAsync<void, StorageError> {
  return ports.signInEvents.record({
    userId: account?.userId ?? null, userName: account === null ? UNKNOWN_USER_NAME : attempt.userName, succeeded: failureReason === null, method: attempt.method,
    failureReason, ip: attempt.origin.ip, userAgent: attempt.origin.userAgent, at: ports.clock.now(),
  });
}

/** `err(AccountLocked)` while the name is locked (the attempt is recorded as `locked`). */
export function lockedOut(ports: GuardPorts, attempt: SignInAttempt): ResultAsync<void, AccountLocked | StorageError> {
  const now = ports.clock.now();
  return ports.lockouts.current(attempt.userName).andThen((state): ResultAsync<void, AccountLocked | StorageError> => {
    if (state.lockedUntil === null || state.lockedUntil.getTime() <= now.getTime()) return okAsync(undefined);
    const locked: AccountLocked = { kind: 'AccountLocked', retryAfterSeconds: secondsUntil(state.lockedUntil, now) };
    return ports.users.findSignInAccount(attempt.userName)
      .andThen((account) => recordSignIn(ports, attempt, account, 'locked'))
      .andThen(() => errAsync(locked));
  });
}

/**
 * Counts a failed attempt under the name and records it; the answer is the given error. The failure that reaches the
 * limit locks the name, so the next attempt (whatever its password) gets `AccountLocked` from {@link lockedOut}.
 */
export function countFailure<T, E extends InvalidCredentials | TotpRejected = InvalidCredentials>(
  ports: GuardPorts, attempt: SignInAttempt, account: SignInAccount | null, reason: string, error?: E,
): ResultAsync<T, E | InvalidCredentials | StorageError> {
  return ports.lockouts.recordFailure(attempt.userName, ports.clock.now(), SIGN_IN_LOCKOUT)
    .andThen(() => recordSignIn(ports, attempt, account, reason))
    .andThen(() => errAsync<T, E | InvalidCredentials>(error ?? invalidCredentials));
}

/** Lets in an active account; while maintenance is on, only an Admin. Refusals are recorded. */
export function admitAccount(ports: GuardPorts, attempt: SignInAttempt, account: SignInAccount): ResultAsync<SignInAccount, InvalidCredentials | MaintenanceOn | StorageError | ServiceUnavailable> {
  if (!account.active) return recordSignIn(ports, attempt, account, 'inactive').andThen(() => errAsync(invalidCredentials));
  return shutOutByMaintenance(ports, account).andThen((shutOut): ResultAsync<SignInAccount, MaintenanceOn | StorageError> => {
    if (!shutOut) return okAsync(account);
    return recordSignIn(ports, attempt, account, 'maintenance').andThen(() => errAsync(maintenanceOn));
  });
}
