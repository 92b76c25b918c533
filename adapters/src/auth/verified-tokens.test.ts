import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './verified-tokens.js';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 28, 9) + seconds * 1000);
const token = (id: string, from = 0, to = 600) => ({ userId: '7', sessionId: `s-${id}`, tokenId: id, issuedAt: at(from), expiresAt: at(to) });

describe('VerifiedTokens', () => {
  it('finds a remembered token inside its window, and only by its exact text', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('a.b.c', token('1'));
    expect(tokens.find('a.b.c', at(0))).toEqual(token('1'));
    expect(tokens.find('a.b.c', at(599.9))).toEqual(token('1'));
    expect(tokens.find('a.b.C', at(1))).toBeNull();
  });

  it('answers expired from the second of its expiry on and forgets it; before its issue time it is not vouched for', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('early', token('1', 10));
    expect(tokens.find('early', at(9))).toBeNull();
    expect(tokens.find('early', at(10))).toEqual(token('1', 10));
    tokens.remember('late', token('2'));
    expect(tokens.find('late', at(600))).toBe('expired');
    expect(tokens.find('late', at(0))).toBeNull();
  });

  it('forgets the oldest token when full', () => {
    const tokens = new VerifiedTokens(2);
    tokens.remember('one', token('1'));
    tokens.remember('two', token('2'));
    tokens.remember('three', token('3'));
    expect([tokens.find('one', at(1)), tokens.find('two', at(1)), tokens.find('three', at(1))]).toEqual([null, token('2'), token('3')]);
  });
});
