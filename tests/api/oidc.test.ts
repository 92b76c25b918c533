import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { call, errorsOf, issuedTokens } from './harness/client.js';
import { checkLogsAfterAll } from './harness/log-check.js';
import { describeApi } from './harness/portal-harness.js';

const CLIENT_ID = 'rafdesk-web-test';

/** An OpenID Provider on 127.0.0.1 publishing its discovery document and keys, as a real one would. */
class LocalIssuer {
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
    const token = await new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).setIssuer(this.issuer).setAudience(CLIENT_ID)
      .setSubject(String(claims.sub ?? 'subject-1')).setIssuedAt(now).setExpirationTime(now + 300).sign(key ?? this.privateKey);
    issuedTokens.push(token);
    return token;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const issuer = new LocalIssuer();
beforeAll(() => issuer.start());
afterAll(() => issuer.close());

describeApi('GoogleSignIn (OpenID Connect)', (world) => {
  beforeEach(async () => {
    world.env = { RAFDESK_OIDC_ISSUER: issuer.issuer, RAFDESK_OIDC_CLIENT_ID: CLIENT_ID };
    await world.rebuild();
  });

  it('signs in the account whose e-mail the issuer verified, links it, and later finds it by subject alone', async () => {
    const first = await call(world.portal(), 'POST', '/api/Authentication/GoogleSignIn', {
      body: { credential: await issuer.idToken({ sub: 'google-77', email: 'doctor@rafdesk.example' }, world.clock.now()) },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ userName: 'doctor', role: 'Doctor', token: expect.any(String) });
    issuedTokens.push(String((first.body as { token: string }).token));
    const again = await call(world.portal(), 'POST', '/api/Authentication/GoogleSignIn', {
      body: { idToken: await issuer.idToken({ sub: 'google-77', email: 'changed@elsewhere.example' }, world.clock.now()) },
    });
    expect(again.body).toMatchObject({ userName: 'doctor' });
    issuedTokens.push(String((again.body as { token: string }).token));
  });

  it('refuses an unverified or unknown e-mail (400), a forged signature (401) and a missing token (400)', async () => {
    const unverified = await call(world.portal(), 'POST', '/api/Authentication/GoogleSignIn', {
      body: { idToken: await issuer.idToken({ sub: 'x-1', email: 'doctor@rafdesk.example', email_verified: false }, world.clock.now()) },
    });
    expect(unverified.status).toBe(400);
    expect(errorsOf(unverified)).toEqual(['No RAFdesk account uses this e-mail address']);
    const unknown = await call(world.portal(), 'POST', '/api/Authentication/GoogleSignIn', {
      body: { idToken: await issuer.idToken({ sub: 'x-2', email: 'stranger@example.org' }, world.clock.now()) },
    });
    expect(unknown.status).toBe(400);
    const stranger = await generateKeyPair('RS256');
    const forged = await call(world.portal(), 'POST', '/api/Authentication/GoogleSignIn', {
      body: { idToken: await issuer.idToken({ sub: 'x-3', email: 'doctor@rafdesk.example' }, world.clock.now(), stranger.privateKey) },
    });
    expect(forged.status).toBe(401);
    const missing = await call(world.portal(), 'POST', '/api/Authentication/GoogleSignIn', { body: {} });
    expect(errorsOf(missing)).toEqual(['idToken: This field is required']);
  });
});

checkLogsAfterAll();
