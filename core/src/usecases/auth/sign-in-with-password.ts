import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { CurrentUser } from '../../domain/current-user.js';
import type { ServiceUnavailable } from '../../ports/auth/service-unavailable.js';
import type { TotpRejected } from '../../ports/auth/totp-verifier.js';
import type { SignInAccount } from '../../ports/repositories/user-repository.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';
import type { AccountLocked, InvalidCredentials, MaintenanceOn, SecondFactorRequired } from '../errors.js';
import { checkSecondFactor } from './second-factor.js';
import { admitAccount, countFailure, lockedOut, recordSignIn, type SignInAttempt } from './sign-in-guards.js';
import { startSession, type SignInOrigin } from './start-session.js';

export type SignInPorts = Pick<
  AppPorts,
  'users' | 'sessions' | 'signInEvents' | 'lockouts' | 'totpSecrets' | 'settings' | 'hasher' | 'tokens' | 'totp' | 'ids' | 'clock'
>;

export interface PasswordSignIn extends SignInOrigin {
  readonly userName: string;
  readonly password: string;
  /** The authenticator code, needed only when the account has two-factor sign-in on. */
  readonly code: string | null;
}

export type SignInError =
  | InvalidCredentials | AccountLocked | SecondFactorRequired | TotpRejected | MaintenanceOn | StorageError | ServiceUnavailable;

/** The user name as every counter and lookup keys it. */
export const normaliseUserName = (userName: string): string => userName.trim().toLowerCase();

/**
 * Signs in with user name and password (argon2id). Five failures for one name within 15 minutes lock that name
 * for 15 minutes whatever the address, and other names stay unaffected; a locked name is refused before its
 * password is even checked. Unknown names cost as much as known ones and count the same, so the answers never tell
 * which names exist. Two-factor accounts also need a fresh authenticator code. While maintenance is on only an
 * Admin gets in. Every attempt is recorded for the login report, never with the password.
 */
export function signInWithPassword(ports: SignInPorts, input: PasswordSignIn): ResultAsync<CurrentUser, SignInError> {
  const attempt: SignInAttempt = { userName: normaliseUserName(input.userName), method: 'password', origin: input };
  return lockedOut(ports, attempt)
    .andThen(() => ports.users.findSignInAccount(attempt.userName))
    .andThen((account) =>
      ports.hasher.verify(account?.passwordHash ?? null, input.password).andThen((matches): ResultAsync<SignInAccount, SignInError> => {
        if (account === null || !matches) return countFailure(ports, attempt, account, 'password');
        return okAsync(account);
      }))
    .andThen((account) => admitAccount(ports, attempt, account))
    .andThen((account) => secondFactor(ports, attempt, account, input.code))
    .andThen((account) => rehashIfNeeded(ports, account, input.password).map(() => account))
    .andThen((account) => finishSignIn(ports, attempt, account));
}

/** Clears the failure count, records the success and opens the session. */
export function finishSignIn(ports: SignInPorts, attempt: SignInAttempt, account: SignInAccount): ResultAsync<CurrentUser, SignInError> {
  return ports.lockouts.clear(attempt.userName)
    .andThen(() => recordSignIn(ports, attempt, account, null))
    .andThen(() => startSession(ports, account, attempt.origin));
}

/** The second factor of a two-factor account; a wrong code counts as a failed sign-in. */
export function secondFactor(ports: SignInPorts, attempt: SignInAttempt, account: SignInAccount, code: string | null): ResultAsync<SignInAccount, SignInError> {
  if (!account.twoFactorEnabled) return okAsync(account);
  return checkSecondFactor(ports, account.userId, code)
    .map(() => account)
    .orElse((error): ResultAsync<SignInAccount, SignInError> =>
      error.kind === 'TotpRejected' ? countFailure(ports, attempt, account, 'totp', error) : errAsync(error));
}

// Parameters grow stronger over time; the good password is at hand only now, so the hash is renewed here.
function rehashIfNeeded(ports: SignInPorts, account: SignInAccount, password: string): ResultAsync<void, never> {
  if (account.passwordHash === null || !ports.hasher.needsRehash(account.passwordHash)) return okAsync(undefined);
  return ports.hasher.hash(password)
    .andThen((hash) => ports.users.setPasswordHash(account.userId, hash, ports.clock.now()))
    .orElse(() => okAsync(undefined));
}
