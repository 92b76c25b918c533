import { describe, expect, it } from 'vitest';
import { AUDIT_CHAIN_GENESIS, chainHash, checkChainHead, verifyAuditChain, type ChainedContent, type ChainedLine, type Sha256 } from './audit-chain.js';

// A stand-in digest (FNV-1a, 32 bits, as hex): the rule is the chaining, not the hash function the adapter supplies.
const digest: Sha256 = (text) => {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
};

const content = (n: number, recordId: string | null = String(n)): ChainedContent => ({
  at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)), userId: '7', action: 'patients.read', recordId, outcome: 'success', ip: '10.0.0.1', requestId: `r${n}`,
});

function chain(count: number, from = AUDIT_CHAIN_GENESIS): ChainedLine[] {
  let previous = from;
  return Array.from({ length: count }, (_, n) => {
    previous = chainHash(previous, content(n), digest);
    return { id: String(n + 1), content: content(n), hash: previous };
  });
}

describe('verifyAuditChain', () => {
  it('finds an untouched chain intact, page by page as at once', () => {
    const lines = chain(5);
    const whole = verifyAuditChain(lines, digest);
    expect(whole).toEqual({ kind: 'Intact', head: lines[4]!.hash, lastLineId: '5', checked: 5, unchained: 0 });
    expect(verifyAuditChain(lines.slice(2), digest, verifyAuditChain(lines.slice(0, 2), digest))).toEqual(whole);
  });

  it('names the first line changed, removed in the middle or without its hash', () => {
    const lines = chain(5);
    expect(verifyAuditChain(lines.map((line, n) => (n === 2 ? { ...line, content: content(2, '999') } : line)), digest)).toMatchObject({ kind: 'Broken', lineId: '3' });
    expect(verifyAuditChain(lines.filter((line) => line.id !== '2'), digest)).toMatchObject({ kind: 'Broken', lineId: '3', checked: 1 });
    expect(verifyAuditChain(lines.map((line) => (line.id === '4' ? { ...line, hash: null } : line)), digest)).toMatchObject({ kind: 'Broken', lineId: '4' });
  });

  it('tells an absent field from an empty one, so a value cannot move between fields', () => {
    expect(chainHash(AUDIT_CHAIN_GENESIS, content(1, null), digest)).not.toBe(chainHash(AUDIT_CHAIN_GENESIS, content(1, ''), digest));
    expect(chainHash(AUDIT_CHAIN_GENESIS, { ...content(1), userId: '7,a', action: 'b' }, digest))
      .not.toBe(chainHash(AUDIT_CHAIN_GENESIS, { ...content(1), userId: '7', action: 'a,b' }, digest));
  });

  it('counts the lines written before the chain, and finds lines removed from the end by the kept head', () => {
    const lines = [{ id: '1', content: content(9), hash: null }, ...chain(3).map((line, n) => ({ ...line, id: String(n + 2) }))];
    const check = verifyAuditChain(lines, digest);
    expect(check).toMatchObject({ kind: 'Intact', checked: 3, unchained: 1 });
    expect(checkChainHead(check, lines[3]!.hash!)).toBe(check);
    const short = verifyAuditChain(lines.slice(0, 3), digest);
    expect(checkChainHead(short, lines[3]!.hash!)).toEqual({ kind: 'TailRemoved', lastLineId: '3', checked: 2 });
    expect(checkChainHead(verifyAuditChain([], digest), AUDIT_CHAIN_GENESIS)).toMatchObject({ kind: 'Intact', checked: 0 });
  });
});
