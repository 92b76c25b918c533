import type { ResultAsync } from 'neverthrow';
import type { ServiceUnavailable } from './service-unavailable.js';

/** The claims of a verified OpenID Connect ID token that sign-in uses. */
export interface IdentityClaims {
  readonly issuer: string;
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly name: string | null;
  readonly givenName: string | null;
  readonly familyName: string | null;
  /** Names this one token (its `jti`, else a digest of the whole token), so sign-in can spend it once. */
  readonly tokenId: string;
  /** When the token expires; it need not be remembered as spent after that (plus the tolerated skew). */
  readonly keepUntil: Date;
}

/** Why an ID token is refused; sign-in answers 401 and records the reason in the audit log. */
export interface IdentityTokenRejected {
  readonly kind: 'IdentityTokenRejected';
  readonly reason: 'malformed' | 'signature' | 'expired' | 'issuer' | 'audience' | 'nonce' | 'claims' | 'replayed';
}

/** Verifies ID tokens of one configured OpenID Connect issuer against the keys that issuer publishes. */
export interface IdentityTokenVerifier {
  /**
   * `ok` only for a token signed by one of the issuer's published keys with an allowed algorithm,
   * whose `iss` is the configured issuer, whose `aud` contains this client, which is unexpired and
   * carries exactly `expectedNonce` (a token without a nonce is refused). The issuer being unreachable is `Unavailable`.
   */
  verify(idToken: string, expectedNonce: string): ResultAsync<IdentityClaims, IdentityTokenRejected | ServiceUnavailable>;
}
