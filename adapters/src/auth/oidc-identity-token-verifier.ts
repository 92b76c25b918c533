import { createHash } from 'node:crypto';
import { createRemoteJWKSet, customFetch, errors, jwtVerify, type FetchImplementation, type JWTPayload } from 'jose';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import { z } from 'zod';
import {
  serviceUnavailable,
  type Clock,
  type IdentityClaims,
  type IdentityTokenRejected,
  type IdentityTokenVerifier,
  type ServiceUnavailable,
} from '@rafdesk/core';
import { discoverProvider, isTrustedTransport } from './oidc-discovery.js';

export interface OidcIdentityTokenVerifierOptions {
  /** The issuer identifier exactly as it appears in `iss` (for Google `https://accounts.google.com`). */
  readonly issuer: string;
  /** This application's client id at the issuer; an ID token must name it in `aud`. */
  readonly clientId: string;
  readonly clock: Clock;
  /** Signature algorithms accepted; default RS256 and ES256 (never `none` or an HMAC). */
  readonly algorithms?: readonly string[];
  /** Seconds of clock skew tolerated on `exp`/`iat`/`nbf`; default 60. */
  readonly clockToleranceSeconds?: number;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

type Verdict = Result<IdentityClaims, IdentityTokenRejected | ServiceUnavailable>;
type KeySet = ReturnType<typeof createRemoteJWKSet>;

const DEFAULT_ALGORITHMS = ['RS256', 'ES256'];
const SYMMETRIC = /^(HS|none)/i;

const IdClaimsSchema = z.object({
  iss: z.string(),
  sub: z.string().min(1),
  aud: z.union([z.string(), z.array(z.string())]),
  azp: z.string().optional(),
  nonce: z.string().optional(),
  jti: z.string().min(1).max(256).optional(),
  exp: z.number(),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

const rejected = (reason: IdentityTokenRejected['reason']): IdentityTokenRejected => ({ kind: 'IdentityTokenRejected', reason });

/** OpenID Connect ID-token verification against the issuer's discovery document and published JWKS. */
export class OidcIdentityTokenVerifier implements IdentityTokenVerifier {
  private readonly algorithms: string[];
  private keys: Promise<KeySet> | null = null;

  constructor(private readonly options: OidcIdentityTokenVerifierOptions) {
    if (!isTrustedTransport(new URL(options.issuer))) throw new Error('The OpenID issuer must use https.');
    this.algorithms = [...(options.algorithms ?? DEFAULT_ALGORITHMS)];
    if (this.algorithms.length === 0 || this.algorithms.some((alg) => SYMMETRIC.test(alg))) {
      throw new Error('ID tokens are verified with asymmetric algorithms only.');
    }
  }

  verify(idToken: string, expectedNonce: string): ResultAsync<IdentityClaims, IdentityTokenRejected | ServiceUnavailable> {
    return new ResultAsync(this.check(idToken, expectedNonce));
  }

  private async check(idToken: string, expectedNonce: string): Promise<Verdict> {
    if (idToken.split('.').length !== 3) return err(rejected('malformed'));
    let keys: KeySet;
    try {
      keys = await this.keySet();
    } catch {
      this.keys = null;
      return err(serviceUnavailable('identity provider discovery'));
    }
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        algorithms: this.algorithms,
        issuer: this.options.issuer,
        audience: this.options.clientId,
        currentDate: this.options.clock.now(),
        clockTolerance: this.options.clockToleranceSeconds ?? 60,
        requiredClaims: ['iss', 'sub', 'aud', 'exp', 'iat'],
      });
      return this.claims(idToken, payload, expectedNonce);
    } catch (error) {
      return err(reasonOf(error));
    }
  }

  private claims(idToken: string, payload: JWTPayload, expectedNonce: string): Verdict {
    const parsed = IdClaimsSchema.safeParse(payload);
    if (!parsed.success) return err(rejected('claims'));
    const claims = parsed.data;
    // OpenID Connect Core §3.1.3.7: with several audiences, the authorised party must be this client.
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (audiences.length > 1 && claims.azp !== this.options.clientId) return err(rejected('audience'));
    if (claims.azp !== undefined && claims.azp !== this.options.clientId) return err(rejected('audience'));
    // OpenID Connect Core §3.2.2.11: the nonce is required and must be the one this sign-in sent (replay, ASVS 10.5.1).
    if (expectedNonce === '' || claims.nonce !== expectedNonce) return err(rejected('nonce'));
    const toleranceMs = (this.options.clockToleranceSeconds ?? 60) * 1000;
    return ok({
      issuer: claims.iss,
      subject: claims.sub,
      email: claims.email ?? null,
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name: claims.name ?? null,
      givenName: claims.given_name ?? null,
      familyName: claims.family_name ?? null,
      tokenId: claims.jti ?? createHash('sha256').update(idToken).digest('base64url'),
      keepUntil: new Date(claims.exp * 1000 + toleranceMs),
    });
  }

  private keySet(): Promise<KeySet> {
    const timeoutDuration = this.options.timeoutMs ?? 5000;
    const fetchImpl = this.options.fetch ?? fetch;
    this.keys ??= discoverProvider(this.options.issuer, fetchImpl, timeoutDuration).then((metadata) =>
      createRemoteJWKSet(metadata.jwksUri, { timeoutDuration, [customFetch]: fetchImpl as FetchImplementation }),
    );
    return this.keys;
  }
}

function reasonOf(error: unknown): IdentityTokenRejected | ServiceUnavailable {
  if (error instanceof errors.JWTExpired) return rejected('expired');
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return rejected('issuer');
    if (error.claim === 'aud') return rejected('audience');
    return rejected('claims');
  }
  if (
    error instanceof errors.JOSEAlgNotAllowed ||
    error instanceof errors.JOSENotSupported ||
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys
  ) {
    return rejected('signature');
  }
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) return rejected('malformed');
  // Anything else is the key set itself failing: unreachable, timed out, not a JWKS.
  return serviceUnavailable('identity provider keys');
}
