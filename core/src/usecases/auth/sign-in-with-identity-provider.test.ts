import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { IdentityClaims, IdentityTokenVerifier } from '../../ports/auth/identity-token-verifier.js';
import { anAccount, fakePorts } from '../../testing/ports/fake-ports.js';
import { signInWithIdentityProvider } from './sign-in-with-identity-provider.js';

const origin = { ip: '203.0.113.9', userAgent: 'test' };

/** A verifier that vouches for any token, naming it by the token text, for the e-mail given. */
const vouchingFor = (email: string): IdentityTokenVerifier => ({
  verify: (idToken) => okAsync<IdentityClaims, never>({
    issuer: 'https://idp.example', subject: `sub-${email}`, email, emailVerified: true, name: null, givenName: null, familyName: null,
    tokenId: idToken, keepUntil: new Date(Date.now() + 300_000),
  }),
});

describe('signInWithIdentityProvider', () => {
  it('spends a token once: the same token a second time is refused', async () => {
    const ports = { ...fakePorts(), identityProvider: vouchingFor('user7@example.org') };
    ports.accounts.add(anAccount({ userId: 7, role: 'Doctor' }));
    const sign = { idToken: 'token-1', nonce: 'n-1', code: null, ...origin };
    expect((await signInWithIdentityProvider(ports, sign)).isOk()).toBe(true);
    expect((await signInWithIdentityProvider(ports, sign))._unsafeUnwrapErr()).toEqual({ kind: 'IdentityTokenRejected', reason: 'replayed' });
    expect((await signInWithIdentityProvider(ports, { ...sign, idToken: 'token-2' })).isOk()).toBe(true);
  });

  it('refuses an Admin without a second factor, records why, and does not link the identity', async () => {
    const ports = { ...fakePorts(), identityProvider: vouchingFor('user1@example.org') };
    ports.accounts.add(anAccount({ userId: 1, role: 'Admin' }));
    const refused = await signInWithIdentityProvider(ports, { idToken: 'token-1', nonce: 'n-1', code: null, ...origin });
    expect(refused._unsafeUnwrapErr()).toEqual({ kind: 'IdentityProviderRefused' });
    expect(ports.signInEvents.events).toEqual([expect.objectContaining({ userId: 1, succeeded: false, failureReason: 'second-factor-needed' })]);
    expect((await ports.users.findByIdentity('https://idp.example', 'sub-user1@example.org'))._unsafeUnwrap()).toBeNull();
    expect(ports.sessions.size).toBe(0);
  });
});
