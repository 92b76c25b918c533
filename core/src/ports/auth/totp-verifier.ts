import type { ResultAsync } from 'neverthrow';
import type { ServiceUnavailable } from './service-unavailable.js';

/** A code that was accepted, with the time step it belongs to; store the step to refuse its reuse. */
export interface AcceptedTotp {
  readonly timeStep: number;
}

/** Why a second-factor code is refused. */
export interface TotpRejected {
  readonly kind: 'TotpRejected';
  readonly reason: 'malformed' | 'invalid' | 'replayed';
}

/** What a verification needs: the user's secret, the typed code and the last step that user already spent. */
export interface TotpCheck {
  readonly secret: string;
  readonly code: string;
  /** The time step of the last accepted code for this user, or null if none; it and every earlier step are refused. */
  readonly lastUsedStep: number | null;
}

/** Time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30-second steps, as authenticator apps expect). */
export interface TotpVerifier {
  /** A new base32 secret of 160 bits from a CSPRNG. */
  generateSecret(): string;
  /** The `otpauth://totp/…` URI an authenticator app scans to enrol `accountName` under `issuer`. */
  provisioningUri(input: { readonly secret: string; readonly accountName: string; readonly issuer: string }): string;
  /**
   * Accepts a code of the current step, or of a neighbouring step only while the clock is within the
   * configured tolerance (at most 30 s) of it; a code two steps away is always refused. A code whose
   * step is not after `lastUsedStep` is refused as replayed, so every code works at most once.
   */
  verify(check: TotpCheck): ResultAsync<AcceptedTotp, TotpRejected | ServiceUnavailable>;
}
