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
}

/** Why an ID token is refused; sign-in answers 401 and records the reason in the audit log. */
export interface IdentityTokenRejected {
  readonly kind: 'IdentityTokenRejected';
  readonly reason: 'malformed' | 'signature' | 'expired' | 'issuer' | 'audience' | 'nonce' | 'claims';
}

/** Verifies ID tokens of one configured OpenID Connect issuer against the keys that issuer publishes. */
export interface IdentityTokenVerifier {
  /**
   * `ok` only for a token signed by one of the issuer's published keys with an allowed algorithm,
   * whose `iss` is the configured issuer, whose `aud` contains this client, which is unexpired and,
   * when `expectedNonce` is given, carries that nonce. The issuer being unreachable is `Unavailable`.
   */
  verify(idToken: string, expectedNonce?: string): ResultAsync<IdentityClaims, IdentityTokenRejected | ServiceUnavailable>;
}
