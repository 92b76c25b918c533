import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { issuedTokens } from './client.js';

export const CLIENT_ID = 'rafdesk-web-test';
/** The nonce the tests' sign-ins send; the issuer puts it in every token unless a test says otherwise. */
export const NONCE = 'nonce-1';

/** An OpenID Provider on 127.0.0.1 publishing its discovery document and keys, as a real one would. */
export class LocalIssuer {
  private readonly server: Server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/.well-known/openid-configuration') response.end(JSON.stringify({ issuer: this.issuer, jwks_uri: `${this.issuer}/jwks` }));
    else if (request.url === '/jwks') response.end(JSON.stringify({ keys: [this.publicJwk] }));
    else response.writeHead(404).end('{}');
  });
  issuer = '';
  private publicJwk: Record<string, unknown> = {};
  private privateKey!: CryptoKey;

  async start(): Promise<void> {
    const pair = await generateKeyPair('RS256');
    this.privateKey = pair.privateKey;
    this.publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.issuer = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** An ID token; the portal checks it against its own clock, so it is issued at that time. */
  async idToken(claims: Record<string, unknown>, at: Date, key?: CryptoKey): Promise<string> {
    const now = Math.floor(at.getTime() / 1000);
    const token = await new SignJWT({ email_verified: true, nonce: NONCE, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).setIssuer(this.issuer).setAudience(CLIENT_ID)
      .setSubject(String(claims.sub ?? 'subject-1')).setIssuedAt(now).setExpirationTime(now + 300).sign(key ?? this.privateKey);
    issuedTokens.push(token);
    return token;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
