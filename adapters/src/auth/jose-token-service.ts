import { decodeProtectedHeader, errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import { z } from 'zod';
import {
  serviceUnavailable,
  type Clock,
  type IdSource,
  type InvalidToken,
  type IssuedToken,
  type ServiceUnavailable,
  type SingleUseLedger,
  type TokenService,
  type TokenSubject,
  type VerifiedStreamTicket,
  type VerifiedToken,
} from '@rafdesk/core';
import { MIN_HS256_SECRET_BYTES, type TokenSigningKey } from './token-signing-key.js';
import { VerifiedTokens } from './verified-tokens.js';

export interface JoseTokenServiceOptions {
  readonly key: TokenSigningKey;
  /** The `iss` of every token; verification refuses any other. */
  readonly issuer: string;
  readonly clock: Clock;
  readonly ids: IdSource;
  /** Remembers redeemed hub tickets. */
  readonly ledger: SingleUseLedger;
  /** Absolute lifetime of an API token; default 12 hours. The 15-minute idle limit is the session's. */
  readonly apiTokenSeconds?: number;
  /** Lifetime of a hub ticket; default and maximum 60 seconds. */
  readonly hubTicketSeconds?: number;
  /** Lifetime of a stream ticket; default and maximum 5 minutes. */
  readonly streamTicketSeconds?: number;
}

interface Audience {
  readonly aud: string;
  readonly typ: string;
  readonly seconds: number;
}

const API = { aud: 'rafdesk:api', typ: 'at+jwt' } as const;
const HUB = { aud: 'rafdesk:hub', typ: 'rafdesk-hub-ticket+jwt' } as const;
const STREAM = { aud: 'rafdesk:stream', typ: 'rafdesk-stream-ticket+jwt' } as const;
/** The longest a stream ticket lives: long enough for a player's Range requests, short enough that a copied URL soon dies. */
export const STREAM_TICKET_MAX_SECONDS = 5 * 60;
// Header parameters that point at keys chosen by the token's author: never honoured, always refused.
const FOREIGN_KEY_HEADERS = ['jku', 'jwk', 'x5u', 'x5c', 'crit'] as const;

const ClaimsSchema = z.object({
  sub: z.string().min(1),
  sid: z.string().min(1),
  jti: z.string().min(1),
  iat: z.number().int(),
  exp: z.number().int(),
  res: z.string().min(1).optional(),
});

const invalid = (reason: InvalidToken['reason']): InvalidToken => ({ kind: 'InvalidToken', reason });

/** Compact JWS bearer tokens (HS256 or EdDSA) with separate audiences for the API and for hub tickets. */
export class JoseTokenService implements TokenService {
  private readonly api: Audience;
  private readonly hub: Audience;
  private readonly stream: Audience;
  /** Signs and verifies: raw secret bytes would make jose import a CryptoKey on every call (3% of a signed-in request). */
  private readonly signingKey: Promise<CryptoKey>;
  private readonly verifyingKey: Promise<CryptoKey>;
  private readonly verifiedApiTokens = new VerifiedTokens();

  constructor(private readonly options: JoseTokenServiceOptions) {
    if (options.key.alg === 'HS256' && options.key.secret.byteLength < MIN_HS256_SECRET_BYTES) {
      throw new Error(`HS256 needs a secret of at least ${MIN_HS256_SECRET_BYTES} bytes.`);
    }
    const key = options.key;
    this.signingKey = key.alg === 'HS256' ? importHmacKey(key.secret) : Promise.resolve(key.privateKey);
    this.verifyingKey = key.alg === 'HS256' ? this.signingKey : Promise.resolve(key.publicKey);
    // A rejection is answered where the key is used (token signing unavailable, token refused), not as an unhandled one.
    this.signingKey.catch(() => undefined);
    this.api = { ...API, seconds: options.apiTokenSeconds ?? 12 * 60 * 60 };
    this.hub = { ...HUB, seconds: Math.min(options.hubTicketSeconds ?? 60, 60) };
    this.stream = { ...STREAM, seconds: Math.min(options.streamTicketSeconds ?? STREAM_TICKET_MAX_SECONDS, STREAM_TICKET_MAX_SECONDS) };
  }

  issueApiToken(subject: TokenSubject): ResultAsync<IssuedToken, ServiceUnavailable> {
    return this.issue(subject, this.api);
  }

  issueHubTicket(subject: TokenSubject): ResultAsync<IssuedToken, ServiceUnavailable> {
    return this.issue(subject, this.hub);
  }

  verifyApiToken(token: string): ResultAsync<VerifiedToken, InvalidToken | ServiceUnavailable> {
    const known = this.verifiedApiTokens.find(token, this.options.clock.now());
    if (known === 'expired') return errAsync(invalid('expired'));
    if (known !== null) return okAsync(known);
    return new ResultAsync(this.check(token, this.api).then((result) => {
      if (result.isOk()) this.verifiedApiTokens.remember(token, result.value);
      return result;
    }));
  }

  redeemHubTicket(ticket: string): ResultAsync<VerifiedToken, InvalidToken | ServiceUnavailable> {
    return new ResultAsync(this.check(ticket, this.hub)).andThen((verified) =>
      this.options.ledger
        .consume(verified.tokenId, verified.expiresAt)
        .andThen((first): Result<VerifiedToken, InvalidToken> => (first ? ok(verified) : err(invalid('replayed')))),
    );
  }

  issueStreamTicket(subject: TokenSubject, resource: string): ResultAsync<IssuedToken, ServiceUnavailable> {
    return this.issue(subject, this.stream, { res: resource });
  }

  verifyStreamTicket(ticket: string): ResultAsync<VerifiedStreamTicket, InvalidToken | ServiceUnavailable> {
    return new ResultAsync(this.check(ticket, this.stream)).andThen((verified) =>
      (verified.resource === undefined ? err(invalid('claims')) : ok({ ...verified, resource: verified.resource })));
  }

  private issue(subject: TokenSubject, audience: Audience, extra: Readonly<Record<string, string>> = {}): ResultAsync<IssuedToken, ServiceUnavailable> {
    const now = this.options.clock.now();
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = new Date((issuedAt + audience.seconds) * 1000);
    const tokenId = this.options.ids.uuid();
    const jwt = new SignJWT({ ...extra, sid: subject.sessionId })
      .setProtectedHeader({ alg: this.options.key.alg, typ: audience.typ })
      .setIssuer(this.options.issuer)
      .setAudience(audience.aud)
      .setSubject(subject.userId)
      .setJti(tokenId)
      .setIssuedAt(issuedAt)
      .setNotBefore(issuedAt)
      .setExpirationTime(issuedAt + audience.seconds);
    return ResultAsync.fromPromise(this.signingKey.then((key) => jwt.sign(key)), () => serviceUnavailable('token signing')).map((token) => ({
      token,
      tokenId,
      expiresAt,
    }));
  }

  private async check(token: string, audience: Audience): Promise<Result<VerifiedToken & { resource?: string }, InvalidToken>> {
    const header = readHeader(token);
    if (header === null) return err(invalid('malformed'));
    if (FOREIGN_KEY_HEADERS.some((name) => name in header)) return err(invalid('malformed'));
    if (header.alg !== this.options.key.alg) return err(invalid('algorithm'));
    try {
      const { payload } = await jwtVerify(token, await this.verifyingKey, {
        algorithms: [this.options.key.alg],
        issuer: this.options.issuer,
        audience: audience.aud,
        typ: audience.typ,
        currentDate: this.options.clock.now(),
        requiredClaims: ['sub', 'sid', 'jti', 'iat', 'exp'],
      });
      return toVerified(payload);
    } catch (error) {
      return err(invalid(reasonOf(error)));
    }
  }
}

function importHmacKey(secret: Uint8Array): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', Uint8Array.from(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

function readHeader(token: string): Record<string, unknown> | null {
  if (token.split('.').length !== 3) return null;
  try {
    return decodeProtectedHeader(token);
  } catch {
    return null;
  }
}

function toVerified(payload: JWTPayload): Result<VerifiedToken & { resource?: string }, InvalidToken> {
  const claims = ClaimsSchema.safeParse(payload);
  if (!claims.success) return err(invalid('claims'));
  const { sub, sid, jti, iat, exp, res } = claims.data;
  const verified = { userId: sub, sessionId: sid, tokenId: jti, issuedAt: new Date(iat * 1000), expiresAt: new Date(exp * 1000) };
  return ok(res === undefined ? verified : { ...verified, resource: res });
}

function reasonOf(error: unknown): InvalidToken['reason'] {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'signature';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'algorithm';
  if (error instanceof errors.JWTClaimValidationFailed) {
    return error.claim === 'aud' || error.claim === 'typ' ? 'audience' : 'claims';
  }
  return 'malformed';
}
