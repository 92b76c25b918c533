import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { generateKeyPair } from 'jose';
import { call, errorsOf, issuedTokens } from './harness/client.js';
import { CLIENT_ID, LocalIssuer, NONCE } from './harness/local-issuer.js';
import { checkLogsAfterAll } from './harness/log-check.js';
import { describeApi } from './harness/portal-harness.js';

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
      body: { nonce: NONCE, credential: await issuer.idToken({ sub: 'google-77', email: 'doctor@rafdesk.example' }, world.clock.now()) },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ userName: 'doctor', role: 'Doctor', token: expect.any(String) });
    issuedTokens.push(String((first.body as { token: string }).token));
    const again = await call(world.portal(), 'POST', '/api/Authentication/GoogleSignIn', {
      body: { nonce: NONCE, idToken: await issuer.idToken({ sub: 'google-77', email: 'changed@elsewhere.example' }, world.clock.now()) },
    });
    expect(again.body).toMatchObject({ userName: 'doctor' });
    issuedTokens.push(String((again.body as { token: string }).token));
  });

  it('refuses an unverified or unknown e-mail (400), a forged signature (401) and a missing token (400)', async () => {
    const unverified = await call(world.portal(), 'POST', '/api/Authentication/GoogleSignIn', {
      body: { nonce: NONCE, idToken: await issuer.idToken({ sub: 'x-1', email: 'doctor@rafdesk.example', email_verified: false }, world.clock.now()) },
    });
    expect(unverified.status).toBe(400);
    expect(errorsOf(unverified)).toEqual(['No RAFdesk account uses this e-mail address']);
    const unknown = await call(world.portal(), 'POST', '/api/Authentication/GoogleSignIn', {
      body: { nonce: NONCE, idToken: await issuer.idToken({ sub: 'x-2', email: 'stranger@example.org' }, world.clock.now()) },
    });
    expect(unknown.status).toBe(400);
    const stranger = await generateKeyPair('RS256');
    const forged = await call(world.portal(), 'POST', '/api/Authentication/GoogleSignIn', {
      body: { nonce: NONCE, idToken: await issuer.idToken({ sub: 'x-3', email: 'doctor@rafdesk.example' }, world.clock.now(), stranger.privateKey) },
    });
    expect(forged.status).toBe(401);
    const missing = await call(world.portal(), 'POST', '/api/Authentication/GoogleSignIn', { body: {} });
    expect(errorsOf(missing)).toEqual(['idToken: This field is required', 'nonce: This field is required']);
  });
});

checkLogsAfterAll();
