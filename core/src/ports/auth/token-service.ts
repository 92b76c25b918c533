import type { ResultAsync } from 'neverthrow';
import type { ServiceUnavailable } from './service-unavailable.js';

/** Who a token speaks for. A token names its session; idle expiry is decided with the session row, not here. */
export interface TokenSubject {
  readonly userId: string;
  readonly sessionId: string;
}

/** A freshly signed token and the instant after which no verifier accepts it. */
export interface IssuedToken {
  readonly token: string;
  readonly tokenId: string;
  readonly expiresAt: Date;
}

/** What a verified token proves. */
export interface VerifiedToken extends TokenSubject {
  readonly tokenId: string;
  readonly issuedAt: Date;
  readonly expiresAt: Date;
}

/** Why a presented token is refused. Every reason maps to 401; the reason is for the audit log only. */
export interface InvalidToken {
  readonly kind: 'InvalidToken';
  readonly reason: 'malformed' | 'algorithm' | 'signature' | 'expired' | 'audience' | 'claims' | 'replayed';
}

/**
 * Signed bearer tokens. Two audiences never mix: an API token is refused where a hub ticket is
 * expected and the other way round. Only the configured signature algorithm is accepted (never
 * `none`), and the issuer, audience, type, expiry and the subject/session claims are all checked.
 */
export interface TokenService {
  /** A bearer token for the REST API with an absolute lifetime (the sliding idle limit is the session's). */
  issueApiToken(subject: TokenSubject): ResultAsync<IssuedToken, ServiceUnavailable>;
  /** A short-lived (60 s) ticket for opening one real-time connection; redeemable once. */
  issueHubTicket(subject: TokenSubject): ResultAsync<IssuedToken, ServiceUnavailable>;
  /** Accepts only an unexpired, correctly signed API token of this issuer. */
  verifyApiToken(token: string): ResultAsync<VerifiedToken, InvalidToken | ServiceUnavailable>;
  /** Accepts only an unexpired hub ticket of this issuer that has never been redeemed before; redeeming consumes it. */
  redeemHubTicket(ticket: string): ResultAsync<VerifiedToken, InvalidToken | ServiceUnavailable>;
  /**
   * A short-lived ticket a URL may carry to read one resource (`video:<id>`) for the subject's session, where no
   * header can be sent (a `<video src>`). Reusable until it expires, so a media element's Range requests all pass.
   */
  issueStreamTicket(subject: TokenSubject, resource: string): ResultAsync<IssuedToken, ServiceUnavailable>;
  /** Accepts only an unexpired stream ticket of this issuer and tells which resource it was issued for. */
  verifyStreamTicket(ticket: string): ResultAsync<VerifiedStreamTicket, InvalidToken | ServiceUnavailable>;
}

/** A verified stream ticket: its subject and the one resource it opens. */
export interface VerifiedStreamTicket extends VerifiedToken {
  readonly resource: string;
}
