import { randomBytes } from 'node:crypto';
import { generateURI, ScureBase32Plugin, verify } from 'otplib';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import {
  serviceUnavailable,
  type AcceptedTotp,
  type Clock,
  type ServiceUnavailable,
  type TotpCheck,
  type TotpRejected,
  type TotpVerifier,
} from '@rafdesk/core';

/** 160-bit secrets, the size RFC 4226 recommends and authenticator apps expect. */
export const TOTP_SECRET_BYTES = 20;
/** The most clock drift ever tolerated (ASVS 6.5.5: a TOTP lives at most 30 s beyond its step). */
export const MAX_TOTP_TOLERANCE_SECONDS = 30;

export interface OtplibTotpVerifierOptions {
  readonly clock: Clock;
  /** Seconds of clock drift accepted on either side of now; default 15, at most 30. */
  readonly toleranceSeconds?: number;
}

const CODE = /^\d{6}$/;
const rejected = (reason: TotpRejected['reason']): TotpRejected => ({ kind: 'TotpRejected', reason });

/** RFC 6238 codes (SHA-1, 6 digits, 30-second steps) with otplib 13. */
export class OtplibTotpVerifier implements TotpVerifier {
  private readonly base32 = new ScureBase32Plugin();
  private readonly tolerance: number;

  constructor(private readonly options: OtplibTotpVerifierOptions) {
    this.tolerance = options.toleranceSeconds ?? 15;
    if (this.tolerance < 0 || this.tolerance > MAX_TOTP_TOLERANCE_SECONDS) {
      throw new Error(`TOTP tolerance must lie between 0 and ${MAX_TOTP_TOLERANCE_SECONDS} seconds.`);
    }
  }

  generateSecret(): string {
    return this.base32.encode(randomBytes(TOTP_SECRET_BYTES), { padding: false });
  }

  provisioningUri(input: { readonly secret: string; readonly accountName: string; readonly issuer: string }): string {
    return generateURI({ issuer: input.issuer, label: input.accountName, secret: input.secret });
  }

  verify(check: TotpCheck): ResultAsync<AcceptedTotp, TotpRejected | ServiceUnavailable> {
    return new ResultAsync(this.check(check));
  }

  private async check(check: TotpCheck): Promise<Result<AcceptedTotp, TotpRejected | ServiceUnavailable>> {
    const code = check.code.trim();
    if (!CODE.test(code)) return err(rejected('malformed'));
    const epoch = Math.floor(this.options.clock.now().getTime() / 1000);
    let result: Awaited<ReturnType<typeof verify>>;
    try {
      result = await verify({ secret: check.secret, token: code, epoch, epochTolerance: this.tolerance });
    } catch {
      return err(serviceUnavailable('totp secret unusable'));
    }
    if (!result.valid || !('timeStep' in result)) return err(rejected('invalid'));
    if (check.lastUsedStep !== null && result.timeStep <= check.lastUsedStep) return err(rejected('replayed'));
    return ok({ timeStep: result.timeStep });
  }
}
