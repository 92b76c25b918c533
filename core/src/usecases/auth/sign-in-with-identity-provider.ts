import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { CurrentUser } from '../../domain/current-user.js';
import type { IdentityClaims, IdentityTokenRejected } from '../../ports/auth/identity-token-verifier.js';
import type { SignInAccount } from '../../ports/repositories/user-repository.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';
import type { NoLinkedAccount } from '../errors.js';
import { admitAccount, lockedOut, recordSignIn, type SignInAttempt } from './sign-in-guards.js';
import { finishSignIn, normaliseUserName, secondFactor, type SignInError, type SignInPorts } from './sign-in-with-password.js';
import type { SignInOrigin } from './start-session.js';

export type IdentitySignInPorts = SignInPorts & Pick<AppPorts, 'identityProvider'>;

export interface IdentitySignIn extends SignInOrigin {
  readonly idToken: string;
  /** The nonce the web app put in its authorisation request, when it used one. */
  readonly nonce: string | null;
  readonly code: string | null;
}

export type IdentitySignInError = SignInError | IdentityTokenRejected | NoLinkedAccount;

/**
 * Signs in with an OpenID Connect ID token of the configured issuer, verified against the keys it publishes. The
 * account is the one linked to the token's subject, or else the single account whose e-mail the issuer has verified,
 * which is then linked for next time. The same lockout, maintenance and two-factor rules as a password sign-in apply.
 */
export function signInWithIdentityProvider(ports: IdentitySignInPorts, input: IdentitySignIn): ResultAsync<CurrentUser, IdentitySignInError> {
  const verifier = ports.identityProvider;
  if (verifier === null) return errAsync<CurrentUser, IdentitySignInError>({ kind: 'IdentityTokenRejected', reason: 'issuer' });
  return verifier.verify(input.idToken, input.nonce ?? undefined)
    .andThen((claims) => linkedAccount(ports, claims, input))
    .andThen((account): ResultAsync<CurrentUser, IdentitySignInError> => {
      const attempt: SignInAttempt = { userName: normaliseUserName(account.userName), method: 'oidc', origin: input };
      return lockedOut(ports, attempt)
        .andThen(() => admitAccount(ports, attempt, account))
        .andThen((admitted) => secondFactor(ports, attempt, admitted, input.code))
        .andThen((admitted) => finishSignIn(ports, attempt, admitted));
    });
}

function linkedAccount(ports: IdentitySignInPorts, claims: IdentityClaims, origin: SignInOrigin): ResultAsync<SignInAccount, NoLinkedAccount | StorageError> {
  return ports.users.findByIdentity(claims.issuer, claims.subject).andThen((linked): ResultAsync<SignInAccount, NoLinkedAccount | StorageError> => {
    if (linked !== null) return okAsync(linked);
    if (claims.email === null || !claims.emailVerified) return refuse(ports, claims, origin);
    return ports.users.findByEmail(claims.email).andThen((byEmail): ResultAsync<SignInAccount, NoLinkedAccount | StorageError> => {
      if (byEmail === null) return refuse(ports, claims, origin);
      return ports.users.linkIdentity(byEmail.userId, claims.issuer, claims.subject)
        .map(() => byEmail)
        .orElse((error) => (error.kind === 'Unavailable' ? errAsync(error) : errAsync<SignInAccount, NoLinkedAccount>({ kind: 'NoLinkedAccount' })));
    });
  });
}

// Recorded under the e-mail the provider vouched for (or its subject), so the login report shows the attempt.
function refuse(ports: IdentitySignInPorts, claims: IdentityClaims, origin: SignInOrigin): ResultAsync<never, NoLinkedAccount | StorageError> {
  const attempt: SignInAttempt = { userName: normaliseUserName(claims.email ?? claims.subject), method: 'oidc', origin };
  return recordSignIn(ports, attempt, null, 'unlinked').andThen(() => errAsync<never, NoLinkedAccount>({ kind: 'NoLinkedAccount' }));
}
