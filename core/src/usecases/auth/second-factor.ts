import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { UserId } from '../../domain/ids.js';
import type { TotpRejected } from '../../ports/auth/totp-verifier.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';
import type { SecondFactorRequired } from '../errors.js';

export type SecondFactorPorts = Pick<AppPorts, 'totpSecrets' | 'totp' | 'clock'>;
export type SecondFactorError = SecondFactorRequired | TotpRejected | StorageError;

/**
 * Checks the authenticator code of an account with two-factor sign-in on. A code is accepted at most once:
 * its time step is spent atomically, so a replay (even a racing one) is refused. The first accepted code
 * confirms a new enrolment. Without a code the answer says whether the user still has to enrol: an enrolment in
 * progress counts as enrolled, since it cannot be started again (the code of its authenticator finishes it).
 */
export function checkSecondFactor(ports: SecondFactorPorts, userId: UserId, code: string | null): ResultAsync<void, SecondFactorError> {
  return ports.totpSecrets.find(userId).andThen((stored): ResultAsync<void, SecondFactorError> => {
    if (stored === null) return errAsync({ kind: 'SecondFactorRequired', enrolled: false });
    if (code === null || code.trim() === '') return errAsync({ kind: 'SecondFactorRequired', enrolled: true });
    return ports.totp
      .verify({ secret: stored.secret, code: code.trim(), lastUsedStep: stored.lastUsedStep })
      .andThen((accepted) => ports.totpSecrets.spendStep(userId, accepted.timeStep))
      .andThen((spent): ResultAsync<void, SecondFactorError> =>
        spent ? okAsync(undefined) : errAsync({ kind: 'TotpRejected', reason: 'replayed' }))
      .andThen(() => (stored.confirmedAt === null ? ports.totpSecrets.confirm(userId, ports.clock.now()).orElse(() => okAsync(undefined)) : okAsync(undefined)));
  });
}
