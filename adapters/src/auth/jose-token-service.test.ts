import { describe, expect, it } from 'vitest';
import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import type { Clock } from '@rafdesk/core';
import { CryptoIdSource } from './crypto-id-source.js';
import { InMemorySingleUseLedger } from './in-memory-single-use-ledger.js';
import { JoseTokenService } from './jose-token-service.js';
import { generateEdDsaKey, hs256KeyFromSecret, type TokenSigningKey } from './token-signing-key.js';

class FakeClock implements Clock {
  constructor(private instant: number) {}
  now(): Date {
    return new Date(this.instant);
  }
  advance(seconds: number): void {
    this.instant += seconds * 1000;
  }
}

const SECRET = Buffer.alloc(32, 7).toString('base64');
const subject = { userId: '42', sessionId: 'session-1' };

function service(key: TokenSigningKey = hs256KeyFromSecret(SECRET), clock = new FakeClock(Date.UTC(2026, 2, 18, 9))) {
  const tokens = new JoseTokenService({ key, issuer: 'rafdesk', clock, ids: new CryptoIdSource(), ledger: new InMemorySingleUseLedger(clock) });
  return { tokens, clock };
}

function forge(payload: Record<string, unknown>, header: Record<string, unknown>, secret: Uint8Array, iat: number): Promise<string> {
  return new SignJWT({ sid: 'session-1', ...payload })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', ...header })
    .setIssuer('rafdesk')
    .setAudience('rafdesk:api')
    .setSubject('42')
    .setJti('forged')
    .setIssuedAt(iat)
    .setExpirationTime(iat + 600)
    .sign(secret);
}

describe('JoseTokenService', () => {
  it('issues an API token that verifies to its user and session', async () => {
    const { tokens, clock } = service();
    const issued = (await tokens.issueApiToken(subject))._unsafeUnwrap();
    const verified = (await tokens.verifyApiToken(issued.token))._unsafeUnwrap();
    expect(verified).toMatchObject({ userId: '42', sessionId: 'session-1', tokenId: issued.tokenId });
    expect(verified.expiresAt.getTime() - clock.now().getTime()).toBe(12 * 3600 * 1000);
  });

  it('refuses an API token after its absolute expiry (fake clock)', async () => {
    const { tokens, clock } = service();
    const issued = (await tokens.issueApiToken(subject))._unsafeUnwrap();
    clock.advance(12 * 3600 - 1);
    expect((await tokens.verifyApiToken(issued.token)).isOk()).toBe(true);
    clock.advance(1);
    expect((await tokens.verifyApiToken(issued.token))._unsafeUnwrapErr()).toEqual({ kind: 'InvalidToken', reason: 'expired' });
  });

  it('issues a stream ticket for one resource, reusable until it expires after 5 minutes, and never mixed with the other audiences', async () => {
    const { tokens, clock } = service();
    const ticket = (await tokens.issueStreamTicket(subject, 'video:7'))._unsafeUnwrap();
    expect(ticket.expiresAt.getTime() - clock.now().getTime()).toBe(5 * 60 * 1000);
    expect((await tokens.verifyStreamTicket(ticket.token))._unsafeUnwrap()).toMatchObject({ userId: '42', sessionId: 'session-1', resource: 'video:7' });
    // A player asks many times with the same URL: verifying does not spend it.
    expect((await tokens.verifyStreamTicket(ticket.token)).isOk()).toBe(true);
    expect((await tokens.verifyApiToken(ticket.token))._unsafeUnwrapErr()).toEqual({ kind: 'InvalidToken', reason: 'audience' });
    expect((await tokens.redeemHubTicket(ticket.token))._unsafeUnwrapErr()).toEqual({ kind: 'InvalidToken', reason: 'audience' });
    const apiToken = (await tokens.issueApiToken(subject))._unsafeUnwrap();
    expect((await tokens.verifyStreamTicket(apiToken.token))._unsafeUnwrapErr()).toEqual({ kind: 'InvalidToken', reason: 'audience' });
    clock.advance(5 * 60);
    expect((await tokens.verifyStreamTicket(ticket.token))._unsafeUnwrapErr()).toEqual({ kind: 'InvalidToken', reason: 'expired' });
  });

  it('never accepts a hub ticket as an API token, nor an API token as a hub ticket', async () => {
    const { tokens } = service();
    const ticket = (await tokens.issueHubTicket(subject))._unsafeUnwrap();
    const apiToken = (await tokens.issueApiToken(subject))._unsafeUnwrap();
    expect((await tokens.verifyApiToken(ticket.token))._unsafeUnwrapErr().kind).toBe('InvalidToken');
    expect((await tokens.redeemHubTicket(apiToken.token))._unsafeUnwrapErr().kind).toBe('InvalidToken');
  });

  it('redeems a hub ticket once, within 60 seconds', async () => {
    const { tokens, clock } = service();
    const ticket = (await tokens.issueHubTicket(subject))._unsafeUnwrap();
    expect(ticket.expiresAt.getTime() - clock.now().getTime()).toBe(60_000);
    expect((await tokens.redeemHubTicket(ticket.token))._unsafeUnwrap().sessionId).toBe('session-1');
    expect((await tokens.redeemHubTicket(ticket.token))._unsafeUnwrapErr()).toEqual({ kind: 'InvalidToken', reason: 'replayed' });

    const late = (await tokens.issueHubTicket(subject))._unsafeUnwrap();
    clock.advance(61);
    expect((await tokens.redeemHubTicket(late.token))._unsafeUnwrapErr()).toEqual({ kind: 'InvalidToken', reason: 'expired' });
  });

  it('refuses a verified API token again once the clock is before its issue time, as before it was verified', async () => {
    const { tokens, clock } = service();
    const issued = (await tokens.issueApiToken(subject))._unsafeUnwrap();
    expect((await tokens.verifyApiToken(issued.token)).isOk()).toBe(true);
    clock.advance(-60);
    expect((await tokens.verifyApiToken(issued.token))._unsafeUnwrapErr()).toEqual({ kind: 'InvalidToken', reason: 'claims' });
    clock.advance(60);
    expect((await tokens.verifyApiToken(issued.token))._unsafeUnwrap()).toMatchObject({ userId: '42', tokenId: issued.tokenId });
  });

  it('refuses alg none, a foreign algorithm, a jku header, a tampered signature and another key', async () => {
    const { tokens, clock } = service();
    const iat = Math.floor(clock.now().getTime() / 1000);
    const unsigned = new UnsecuredJWT({ sid: 'session-1', jti: 'x' }).setIssuer('rafdesk').setAudience('rafdesk:api').setSubject('42').setIssuedAt(iat).setExpirationTime(iat + 60).encode();
    const rsa = await generateKeyPair('RS256');
    const rs256 = await new SignJWT({ sid: 'session-1' }).setProtectedHeader({ alg: 'RS256', typ: 'at+jwt' }).setIssuer('rafdesk').setAudience('rafdesk:api').setSubject('42').setJti('r').setIssuedAt(iat).setExpirationTime(iat + 60).sign(rsa.privateKey);
    const secret = Uint8Array.from(Buffer.from(SECRET, 'base64'));
    const withJku = await forge({}, { jku: 'https://attacker.example/keys' }, secret, iat);
    const genuine = (await tokens.issueApiToken(subject))._unsafeUnwrap().token;
    const tampered = `${genuine.slice(0, genuine.lastIndexOf('.') + 1)}${'A'.repeat(43)}`;
    const otherKey = await forge({}, {}, new Uint8Array(32).fill(9), iat);
    // The genuine token verified first is remembered; its tampered copy is still checked in full.
    expect((await tokens.verifyApiToken(genuine)).isOk()).toBe(true);

    const reasons = await Promise.all([unsigned, rs256, withJku, tampered, otherKey, 'not.a.token', ''].map(async (token) => (await tokens.verifyApiToken(token))._unsafeUnwrapErr()));
    expect(reasons.map((error) => error.kind === 'InvalidToken' && error.reason)).toEqual(['algorithm', 'algorithm', 'malformed', 'signature', 'signature', 'malformed', 'malformed']);
  });

  it('refuses a token of another issuer or with its session claim missing', async () => {
    const { tokens, clock } = service();
    const iat = Math.floor(clock.now().getTime() / 1000);
    const secret = Uint8Array.from(Buffer.from(SECRET, 'base64'));
    const noSession = await new SignJWT({}).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).setIssuer('rafdesk').setAudience('rafdesk:api').setSubject('42').setJti('j').setIssuedAt(iat).setExpirationTime(iat + 60).sign(secret);
    const otherIssuer = await new SignJWT({ sid: 's' }).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).setIssuer('elsewhere').setAudience('rafdesk:api').setSubject('42').setJti('j').setIssuedAt(iat).setExpirationTime(iat + 60).sign(secret);
    expect((await tokens.verifyApiToken(noSession))._unsafeUnwrapErr()).toEqual({ kind: 'InvalidToken', reason: 'claims' });
    expect((await tokens.verifyApiToken(otherIssuer))._unsafeUnwrapErr()).toEqual({ kind: 'InvalidToken', reason: 'claims' });
  });

  it('works with EdDSA and refuses an HMAC token made with the public key (key confusion)', async () => {
    const key = await generateEdDsaKey();
    const { tokens, clock } = service(key);
    const issued = (await tokens.issueApiToken(subject))._unsafeUnwrap();
    expect((await tokens.verifyApiToken(issued.token)).isOk()).toBe(true);
    if (key.alg !== 'EdDSA') throw new Error('expected an EdDSA key');
    const raw = new Uint8Array(await crypto.subtle.exportKey('raw', key.publicKey));
    const confused = await forge({}, {}, new Uint8Array([...raw, ...raw]), Math.floor(clock.now().getTime() / 1000));
    expect((await tokens.verifyApiToken(confused))._unsafeUnwrapErr()).toEqual({ kind: 'InvalidToken', reason: 'algorithm' });
  });

  it('refuses an HS256 secret shorter than 32 bytes', () => {
    expect(() => hs256KeyFromSecret(Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/);
  });
});

describe('hs256KeyFromSecret', () => {
  it('reads standard and URL-safe base64 alike', () => {
    const bytes = Buffer.from(Array.from({ length: 32 }, (_, index) => 250 - index));
    const standard = hs256KeyFromSecret(bytes.toString('base64'));
    const urlSafe = hs256KeyFromSecret(bytes.toString('base64url'));
    expect(standard).toEqual(urlSafe);
    expect(standard.alg === 'HS256' && Buffer.from(standard.secret).equals(bytes)).toBe(true);
  });
});
