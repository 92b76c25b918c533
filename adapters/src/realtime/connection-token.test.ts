import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newConnectionId, readConnectionToken, signConnectionToken, tokenMatches } from './connection-token.js';
import { isOriginAllowed } from './origin-policy.js';
import { redactHubUrl } from './redact-hub-url.js';

const secret = randomBytes(32);
const doctor = { userId: '7', sessionId: 's1' };

describe('connection tokens', () => {
  it('are accepted for the session they were issued to and for no other, nor under another secret', () => {
    const token = readConnectionToken(signConnectionToken(secret, { connectionId: newConnectionId(), expiresAt: 1_700_000_000_000 }, doctor));
    expect(token).not.toBeNull();
    if (token === null) return;
    expect(token.expiresAt).toBe(1_700_000_000_000);
    expect(tokenMatches(secret, token, doctor)).toBe(true);
    expect(tokenMatches(secret, token, { userId: '7', sessionId: 's2' })).toBe(false);
    expect(tokenMatches(secret, token, { userId: '8', sessionId: 's1' })).toBe(false);
    expect(tokenMatches(randomBytes(32), token, doctor)).toBe(false);
    expect(tokenMatches(secret, { ...token, expiresAt: token.expiresAt + 1 }, doctor)).toBe(false);
  });

  it('reads nothing from a malformed token', () => {
    expect(readConnectionToken('abc')).toBeNull();
    expect(readConnectionToken(`${newConnectionId()}.zz.short`)).toBeNull();
  });
});

describe('origin policy', () => {
  it('allows no Origin, the server itself and the allowlist; refuses the rest and garbage', () => {
    expect(isOriginAllowed(undefined, 'a:1', [])).toBe(true);
    expect(isOriginAllowed('http://a:1', 'a:1', [])).toBe(true);
    expect(isOriginAllowed('https://portal.example', 'a:1', ['https://portal.example'])).toBe(true);
    expect(isOriginAllowed('https://evil.example', 'a:1', ['https://portal.example'])).toBe(false);
    expect(isOriginAllowed('null', 'a:1', ['*'])).toBe(false);
  });
});

describe('redactHubUrl', () => {
  it('hides the bearer token and the connection token, keeps the rest', () => {
    expect(redactHubUrl('/hubs/notifications?userId=7&id=SECRET1&access_token=SECRET2'))
      .toBe('/hubs/notifications?userId=7&id=[redacted]&access_token=[redacted]');
    expect(redactHubUrl('/hubs/notifications?Access_Token=x')).toBe('/hubs/notifications?Access_Token=[redacted]');
    expect(redactHubUrl('/api/x')).toBe('/api/x');
  });
});
