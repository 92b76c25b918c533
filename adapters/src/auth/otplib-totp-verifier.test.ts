import { describe, expect, it } from 'vitest';
import { generate, ScureBase32Plugin } from 'otplib';
import type { Clock } from '@rafdesk/core';
import { OtplibTotpVerifier } from './otplib-totp-verifier.js';

class FakeClock implements Clock {
  constructor(public instant: number) {}
  now(): Date {
    return new Date(this.instant);
  }
}

// 10 seconds into a 30-second step, so "one step ago" is 40 s back and two steps ago 70 s back.
const T = Date.UTC(2026, 2, 18, 9, 0, 10);
const codeAt = (secret: string, ms: number) => generate({ secret, epoch: Math.floor(ms / 1000) });

function setup() {
  const clock = new FakeClock(T);
  const totp = new OtplibTotpVerifier({ clock });
  return { clock, totp, secret: totp.generateSecret() };
}

describe('OtplibTotpVerifier', () => {
  it('generates 160-bit base32 secrets from a CSPRNG, each different', () => {
    const { totp } = setup();
    const secrets = Array.from({ length: 50 }, () => totp.generateSecret());
    expect(new Set(secrets).size).toBe(50);
    for (const secret of secrets) expect(new ScureBase32Plugin().decode(secret).byteLength).toBe(20);
  });

  it('accepts the current code and returns its time step', async () => {
    const { totp, secret } = setup();
    const accepted = (await totp.verify({ secret, code: await codeAt(secret, T), lastUsedStep: null }))._unsafeUnwrap();
    expect(accepted.timeStep).toBe(Math.floor(T / 1000 / 30));
  });

  it('refuses the same code a second time (single use per step)', async () => {
    const { totp, secret } = setup();
    const code = await codeAt(secret, T);
    const first = (await totp.verify({ secret, code, lastUsedStep: null }))._unsafeUnwrap();
    const again = await totp.verify({ secret, code, lastUsedStep: first.timeStep });
    expect(again._unsafeUnwrapErr()).toEqual({ kind: 'TotpRejected', reason: 'replayed' });
  });

  it('refuses a code from two steps ago and one from two steps ahead', async () => {
    const { totp, secret } = setup();
    for (const offset of [-60_000, 60_000]) {
      const result = await totp.verify({ secret, code: await codeAt(secret, T + offset), lastUsedStep: null });
      expect(result._unsafeUnwrapErr()).toEqual({ kind: 'TotpRejected', reason: 'invalid' });
    }
  });

  it('accepts the previous step only within the drift tolerance', async () => {
    const { totp, secret, clock } = setup();
    const previous = await codeAt(secret, T - 30_000);
    expect((await totp.verify({ secret, code: previous, lastUsedStep: null })).isOk()).toBe(true);
    clock.instant = T + 10_000;
    expect((await totp.verify({ secret, code: previous, lastUsedStep: null }))._unsafeUnwrapErr()).toMatchObject({ reason: 'invalid' });
  });

  it('refuses a wrong or malformed code', async () => {
    const { totp, secret } = setup();
    const good = await codeAt(secret, T);
    const wrong = String((Number(good) + 1) % 1_000_000).padStart(6, '0');
    expect((await totp.verify({ secret, code: wrong, lastUsedStep: null }))._unsafeUnwrapErr()).toMatchObject({ reason: 'invalid' });
    for (const code of ['', '12345', '1234567', 'abcdef']) {
      expect((await totp.verify({ secret, code, lastUsedStep: null }))._unsafeUnwrapErr()).toMatchObject({ reason: 'malformed' });
    }
  });

  it('refuses a tolerance beyond 30 seconds', () => {
    expect(() => new OtplibTotpVerifier({ clock: new FakeClock(T), toleranceSeconds: 31 })).toThrow(/30/);
  });

  it('builds an otpauth URI for authenticator apps', () => {
    const { totp, secret } = setup();
    const uri = totp.provisioningUri({ secret, accountName: 'doctor@example.org', issuer: 'RAFdesk' });
    expect(uri).toMatch(/^otpauth:\/\/totp\/RAFdesk:doctor(%40|@)example\.org\?/);
    expect(uri).toContain(`secret=${secret}`);
  });
});
