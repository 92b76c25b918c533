import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { SignInAccount } from '../../ports/repositories/user-repository.js';
import type { Forbidden } from '../errors.js';
import { admitAccount, countFailure, lockedOut, type SignInAttempt } from './sign-in-guards.js';
import { normaliseUserName, type PasswordSignIn, type SignInError, type SignInPorts } from './sign-in-with-password.js';

/** What an authenticator app needs to enrol: the secret (for typing) and the `otpauth://` URI (for the QR code). */
export interface SecondFactorEnrolment {
  readonly secret: string;
  readonly otpauthUri: string;
}

/** The product name authenticator apps show beside the code. */
export const TOTP_ISSUER = 'RAFdesk';

/**
 * Starts the authenticator enrolment of an account whose two-factor sign-in an administrator has turned on and that
 * has no confirmed authenticator yet. The password is checked exactly as at sign-in (failures count towards the
 * lock). The secret is confirmed by the first sign-in that presents a valid code. An account with an authenticator,
 * confirmed or still pending, (or without two-factor sign-in) gets `Forbidden`: a stolen password can neither re-enrol
 * it nor silently replace the secret its owner is setting up. To start over, an administrator turns two-factor
 * sign-in off and on (Update2FA), which forgets the secret.
 */
export function enrolSecondFactor(ports: SignInPorts, input: Omit<PasswordSignIn, 'code'>): ResultAsync<SecondFactorEnrolment, SignInError | Forbidden> {
  const attempt: SignInAttempt = { userName: normaliseUserName(input.userName), method: 'password', origin: input };
  return lockedOut(ports, attempt)
    .andThen(() => ports.users.findSignInAccount(attempt.userName))
    .andThen((account) =>
      ports.hasher.verify(account?.passwordHash ?? null, input.password).andThen((matches): ResultAsync<SignInAccount, SignInError> =>
        account === null || !matches ? countFailure(ports, attempt, account, 'password') : okAsync(account)))
    .andThen((account) => admitAccount(ports, attempt, account))
    .andThen((account) => ports.totpSecrets.find(account.userId).map((stored) => ({ account, stored })))
    .andThen(({ account, stored }): ResultAsync<SecondFactorEnrolment, SignInError | Forbidden> => {
      if (!account.twoFactorEnabled || stored !== null) return errAsync({ kind: 'Forbidden' });
      const secret = ports.totp.generateSecret();
      return ports.totpSecrets.save(account.userId, secret, ports.clock.now()).map(() => ({
        secret, otpauthUri: ports.totp.provisioningUri({ secret, accountName: account.userName, issuer: TOTP_ISSUER }),
      }));
    });
}
