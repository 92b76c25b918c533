import { createHash } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { Clock } from '@rafdesk/core';
import { OidcIdentityTokenVerifier } from './oidc-identity-token-verifier.js';

const clock: Clock = { now: () => new Date() };
const CLIENT = 'rafdesk-web';

/** A tiny OpenID Provider on 127.0.0.1 that publishes its discovery document and key set. */
class LocalIssuer {
  server: Server = createServer((request, response) => this.answer(request.url ?? '', response));
  issuer = '';
  claimedIssuer: string | null = null;
  keys: JWK[] = [];
  privateKey!: CryptoKey;
  requests = 0;

  async start(): Promise<void> {
    const pair = await generateKeyPair('RS256');
    this.privateKey = pair.privateKey;
    this.keys = [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }];
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.issuer = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private answer(url: string, response: ServerResponse): void {
    this.requests += 1;
    response.setHeader('content-type', 'application/json');
    if (url === '/.well-known/openid-configuration') {
      response.end(JSON.stringify({ issuer: this.claimedIssuer ?? this.issuer, jwks_uri: `${this.issuer}/jwks`, id_token_signing_alg_values_supported: ['RS256'] }));
    } else if (url === '/jwks') {
      response.end(JSON.stringify({ keys: this.keys }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  }

  sign(claims: Record<string, unknown>, options: { key?: CryptoKey; kid?: string; ageSeconds?: number } = {}): Promise<string> {
    const now = Math.floor(Date.now() / 1000) - (options.ageSeconds ?? 0);
    return new SignJWT({ email: 'doctor@example.org', email_verified: true, name: 'Ana Doe', given_name: 'Ana', family_name: 'Doe', aud: CLIENT, nonce: 'n-1', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'k1' })
      .setIssuer(this.issuer)
      .setSubject('1234567890')
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(options.key ?? this.privateKey);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const local = new LocalIssuer();
const verifier = () => new OidcIdentityTokenVerifier({ issuer: local.issuer, clientId: CLIENT, clock });

beforeAll(() => local.start());
afterAll(() => local.close());

describe('OidcIdentityTokenVerifier against a local issuer', () => {
  it('verifies a genuine ID token and returns its claims', async () => {
    const token = await local.sign({});
    const claims = (await verifier().verify(token, 'n-1'))._unsafeUnwrap();
    expect(claims).toEqual({
      issuer: local.issuer, subject: '1234567890', email: 'doctor@example.org', emailVerified: true, name: 'Ana Doe', givenName: 'Ana', familyName: 'Doe',
      tokenId: createHash('sha256').update(token).digest('base64url'), keepUntil: expect.any(Date),
    });
    expect((await verifier().verify(await local.sign({ jti: 'jti-1' }), 'n-1'))._unsafeUnwrap().tokenId).toBe('jti-1');
  });

  it('refuses a token for another client, an expired one and one with the wrong nonce or none', async () => {
    const v = verifier();
    const reasons = [
      (await v.verify(await local.sign({ aud: 'someone-else' }), 'n-1'))._unsafeUnwrapErr(),
      (await v.verify(await local.sign({}, { ageSeconds: 3600 }), 'n-1'))._unsafeUnwrapErr(),
      (await v.verify(await local.sign({ nonce: 'n-1' }), 'n-2'))._unsafeUnwrapErr(),
      (await v.verify(await local.sign({ nonce: undefined }), 'n-1'))._unsafeUnwrapErr(),
      (await v.verify(await local.sign({ aud: [CLIENT, 'other'], azp: 'other' }), 'n-1'))._unsafeUnwrapErr(),
    ];
    expect(reasons).toEqual([
      { kind: 'IdentityTokenRejected', reason: 'audience' },
      { kind: 'IdentityTokenRejected', reason: 'expired' },
      { kind: 'IdentityTokenRejected', reason: 'nonce' },
      { kind: 'IdentityTokenRejected', reason: 'nonce' },
      { kind: 'IdentityTokenRejected', reason: 'audience' },
    ]);
  });

  it('refuses a token signed by a key the issuer does not publish', async () => {
    const stranger = await generateKeyPair('RS256');
    const sameKid = await local.sign({}, { key: stranger.privateKey });
    const unknownKid = await local.sign({}, { key: stranger.privateKey, kid: 'k9' });
    expect((await verifier().verify(sameKid, 'n-1'))._unsafeUnwrapErr()).toEqual({ kind: 'IdentityTokenRejected', reason: 'signature' });
    expect((await verifier().verify(unknownKid, 'n-1'))._unsafeUnwrapErr()).toEqual({ kind: 'IdentityTokenRejected', reason: 'signature' });
  });

  it('refuses a token naming another issuer and an HMAC token', async () => {
    const forged = await new SignJWT({}).setProtectedHeader({ alg: 'HS256', kid: 'k1' }).setIssuer(local.issuer).setAudience(CLIENT).setSubject('x').setIssuedAt().setExpirationTime('5m').sign(new Uint8Array(32));
    const otherIssuer = await new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer('https://accounts.example.com').setAudience(CLIENT).setSubject('x').setIssuedAt().setExpirationTime('5m').sign(local.privateKey);
    expect((await verifier().verify(forged, 'n-1'))._unsafeUnwrapErr()).toEqual({ kind: 'IdentityTokenRejected', reason: 'signature' });
    expect((await verifier().verify(otherIssuer, 'n-1'))._unsafeUnwrapErr()).toEqual({ kind: 'IdentityTokenRejected', reason: 'issuer' });
    expect((await verifier().verify('garbage', 'n-1'))._unsafeUnwrapErr()).toEqual({ kind: 'IdentityTokenRejected', reason: 'malformed' });
  });

  it('treats a discovery document that names another issuer as the provider being unavailable', async () => {
    local.claimedIssuer = 'https://evil.example';
    try {
      expect((await verifier().verify(await local.sign({}), 'n-1'))._unsafeUnwrapErr().kind).toBe('Unavailable');
    } finally {
      local.claimedIssuer = null;
    }
  });

  it('fetches discovery and keys once for many verifications', async () => {
    const v = verifier();
    const before = local.requests;
    for (let i = 0; i < 5; i += 1) expect((await v.verify(await local.sign({}), 'n-1')).isOk()).toBe(true);
    expect(local.requests - before).toBe(2);
  });

  it('refuses a plain-http issuer that is not on this machine, and symmetric algorithms', () => {
    expect(() => new OidcIdentityTokenVerifier({ issuer: 'http://idp.example.com', clientId: CLIENT, clock })).toThrow(/https/);
    expect(() => new OidcIdentityTokenVerifier({ issuer: 'https://idp.example.com', clientId: CLIENT, clock, algorithms: ['HS256'] })).toThrow(/asymmetric/);
  });
});
