import { describe, expect, it } from 'vitest';
import { CryptoIdSource } from './crypto-id-source.js';

const ids = new CryptoIdSource();

describe('CryptoIdSource', () => {
  it('makes version 4 UUIDs that do not repeat', () => {
    const many = Array.from({ length: 1000 }, () => ids.uuid());
    expect(new Set(many).size).toBe(1000);
    for (const id of many.slice(0, 20)) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('never draws fewer than 128 bits for a secret', () => {
    expect(Buffer.from(ids.secret(4), 'base64url').byteLength).toBe(16);
    expect(Buffer.from(ids.secret(), 'base64url').byteLength).toBe(32);
    expect(ids.secret()).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
