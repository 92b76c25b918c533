import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { CurrentUser } from '../../domain/current-user.js';
import type { IdentityClaims, IdentityTokenRejected } from '../../ports/auth/identity-token-verifier.js';
import type { SignInAccount } from '../../ports/repositories/user-repository.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';
import type { IdentityProviderRefused, NoLinkedAccount } from '../errors.js';
import { identityProviderRefusal } from './identity-provider-policy.js';
import { admitAccount, lockedOut, recordSignIn, type SignInAttempt } from './sign-in-guards.js';
import { finishSignIn, normaliseUserName, secondFactor, type SignInError, type SignInPorts } from './sign-in-with-password.js';
import type { SignInOrigin } from './start-session.js';

export type IdentitySignInPorts = SignInPorts & Pick<AppPorts, 'identityProvider' | 'spentTickets'>;

export interface IdentitySignIn extends SignInOrigin {
  readonly idToken: string;
  /** The nonce the web app put in its authorisation request; the token must carry exactly this one. */
  readonly nonce: string;
  readonly code: string | null;
}

export type IdentitySignInError = SignInError | IdentityTokenRejected | NoLinkedAccount | IdentityProviderRefused;

/** The account a token names, and whether it was found by its verified e-mail (and so is linked only once admitted). */
interface FoundAccount {
  readonly account: SignInAccount;
  readonly byEmail: boolean;
}

/**
 * Signs in with an OpenID Connect ID token of the configured issuer, verified against the keys it publishes, carrying
 * the nonce the web app sent, and spent once: a token presented a second time is refused on every server process
 * (the ledger is in the shared database). The account is the one linked to the token's subject, or else the single
 * account whose e-mail the issuer has verified, which is then linked for next time. Only accounts that
 * {@link identityProviderRefusal} lets through may sign in this way; the same lockout, maintenance and two-factor rules
 * as a password sign-in apply.
 */
export function signInWithIdentityProvider(ports: IdentitySignInPorts, input: IdentitySignIn): ResultAsync<CurrentUser, IdentitySignInError> {
  const verifier = ports.identityProvider;
  if (verifier === null) return errAsync<CurrentUser, IdentitySignInError>({ kind: 'IdentityTokenRejected', reason: 'issuer' });
  return verifier.verify(input.idToken, input.nonce)
    .andThen((claims) => spendToken(ports, claims))
    .andThen((claims) => findAccount(ports, claims, input).andThen((found): ResultAsync<CurrentUser, IdentitySignInError> => {
      const attempt: SignInAttempt = { userName: normaliseUserName(found.account.userName), method: 'oidc', origin: input };
      return lockedOut(ports, attempt)
        .andThen(() => admitAccount(ports, attempt, found.account))
        .andThen((admitted) => mayUseProvider(ports, attempt, admitted))
        .andThen((admitted) => (found.byEmail ? link(ports, admitted, claims) : okAsync(admitted)))
        .andThen((admitted) => secondFactor(ports, attempt, admitted, input.code))
        .andThen((admitted) => finishSignIn(ports, attempt, admitted));
    }));
}

// Spent before anything else is looked up, so a replayed token learns nothing (ASVS 6.8.3, OpenID Connect Core §15.5.2).
function spendToken(ports: IdentitySignInPorts, claims: IdentityClaims): ResultAsync<IdentityClaims, IdentityTokenRejected | SignInError> {
  return ports.spentTickets.consume(`id-token:${claims.issuer}:${claims.tokenId}`, claims.keepUntil)
    .andThen((first) => (first ? okAsync(claims) : errAsync<IdentityClaims, IdentityTokenRejected>({ kind: 'IdentityTokenRejected', reason: 'replayed' })));
}

function findAccount(ports: IdentitySignInPorts, claims: IdentityClaims, origin: SignInOrigin): ResultAsync<FoundAccount, NoLinkedAccount | StorageError> {
  return ports.users.findByIdentity(claims.issuer, claims.subject).andThen((linked): ResultAsync<FoundAccount, NoLinkedAccount | StorageError> => {
    if (linked !== null) return okAsync({ account: linked, byEmail: false });
    if (claims.email === null || !claims.emailVerified) return refuse(ports, claims, origin);
    return ports.users.findByEmail(claims.email).andThen((byEmail): ResultAsync<FoundAccount, NoLinkedAccount | StorageError> =>
      (byEmail === null ? refuse(ports, claims, origin) : okAsync({ account: byEmail, byEmail: true })));
  });
}

function mayUseProvider(ports: IdentitySignInPorts, attempt: SignInAttempt, account: SignInAccount): ResultAsync<SignInAccount, IdentityProviderRefused | StorageError> {
  const refusal = identityProviderRefusal(account);
  if (refusal === null) return okAsync(account);
  return recordSignIn(ports, attempt, account, refusal).andThen(() => errAsync<SignInAccount, IdentityProviderRefused>({ kind: 'IdentityProviderRefused' }));
}

function link(ports: IdentitySignInPorts, account: SignInAccount, claims: IdentityClaims): ResultAsync<SignInAccount, NoLinkedAccount | StorageError> {
  return ports.users.linkIdentity(account.userId, claims.issuer, claims.subject)
    .map(() => account)
    .orElse((error) => (error.kind === 'Unavailable' ? errAsync(error) : errAsync<SignInAccount, NoLinkedAccount>({ kind: 'NoLinkedAccount' })));
}

// Recorded as an unknown user (`recordSignIn`): the report shows the attempt but keeps no name that is no account's.
function refuse(ports: IdentitySignInPorts, claims: IdentityClaims, origin: SignInOrigin): ResultAsync<never, NoLinkedAccount | StorageError> {
  const attempt: SignInAttempt = { userName: normaliseUserName(claims.email ?? claims.subject), method: 'oidc', origin };
  return recordSignIn(ports, attempt, null, 'unlinked').andThen(() => errAsync<never, NoLinkedAccount>({ kind: 'NoLinkedAccount' }));
}
