import { describe, expect, it } from 'vitest';
import { Argon2PasswordHasher, OWASP_ARGON2ID } from './argon2-password-hasher.js';

const hasher = new Argon2PasswordHasher();

describe('Argon2PasswordHasher', () => {
  it('stores argon2id with the OWASP parameters and a random salt', async () => {
    const first = (await hasher.hash('correct horse battery staple'))._unsafeUnwrap();
    const second = (await hasher.hash('correct horse battery staple'))._unsafeUnwrap();
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('correct horse');
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = (await hasher.hash('Ünïcode and a 64-character passphrase that keeps going on and on!'))._unsafeUnwrap();
    expect((await hasher.verify(stored, 'Ünïcode and a 64-character passphrase that keeps going on and on!'))._unsafeUnwrap()).toBe(true);
    expect((await hasher.verify(stored, 'Unicode and a 64-character passphrase that keeps going on and on!'))._unsafeUnwrap()).toBe(false);
  });

  it('answers false for an unknown account or a malformed hash after doing the same work', async () => {
    const stored = (await hasher.hash('pw-for-timing'))._unsafeUnwrap();
    await hasher.verify(null, 'warm-up');
    const started = performance.now();
    await hasher.verify(stored, 'wrong');
    const real = performance.now() - started;
    const startedDecoy = performance.now();
    const unknown = (await hasher.verify(null, 'pw-for-timing'))._unsafeUnwrap();
    const decoy = performance.now() - startedDecoy;
    expect(unknown).toBe(false);
    expect((await hasher.verify('not-a-hash', 'pw'))._unsafeUnwrap()).toBe(false);
    expect(decoy).toBeGreaterThan(real / 4);
  });

  it('verifies in well under a second on this machine', async () => {
    const stored = (await hasher.hash('timing'))._unsafeUnwrap();
    const started = performance.now();
    await hasher.verify(stored, 'timing');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('asks for a rehash when a hash was made with other parameters', async () => {
    const weak = new Argon2PasswordHasher({ memoryCost: 4096, timeCost: 1, parallelism: 1 });
    const old = (await weak.hash('legacy'))._unsafeUnwrap();
    const current = (await hasher.hash('legacy'))._unsafeUnwrap();
    expect(hasher.needsRehash(old)).toBe(true);
    expect(hasher.needsRehash(current)).toBe(false);
    expect(hasher.needsRehash('$2b$10$bcryptlookingvalue')).toBe(true);
    expect((await hasher.verify(old, 'legacy'))._unsafeUnwrap()).toBe(true);
    expect(OWASP_ARGON2ID.memoryCost).toBeGreaterThanOrEqual(19_456);
  });
});
