import { describe, expect, it } from 'vitest';
import type { FieldAddress } from '@rafdesk/core';
import { AesGcmFieldCipher, fieldKeysFrom, newFieldKeyEntry } from './aes-gcm-field-cipher.js';

const K1 = newFieldKeyEntry('k1');
const K2 = newFieldKeyEntry('k2');
const cipherOf = (text: string) => new AesGcmFieldCipher(fieldKeysFrom(text)._unsafeUnwrap());
const at: FieldAddress = { table: 'record_note', column: 'body', rowId: 7 };
const bytes = (text: string) => new TextEncoder().encode(text);
const text = (value: Uint8Array) => new TextDecoder().decode(value);

describe('AesGcmFieldCipher', () => {
  it('opens what it sealed, names the key, and never shows the plain text or repeats an IV', () => {
    const cipher = cipherOf(K1);
    const sealed = cipher.seal(bytes('ZZCANARY note'), at);
    expect(Buffer.from(sealed).toString('latin1')).not.toContain('ZZCANARY');
    expect(cipher.keyIdOf(sealed)).toBe('k1');
    expect(text(cipher.open(sealed, at)._unsafeUnwrap())).toBe('ZZCANARY note');
    expect(Buffer.from(cipher.seal(bytes('ZZCANARY note'), at)).equals(Buffer.from(sealed))).toBe(false);
  });

  it('refuses a tampered ciphertext (the GCM tag fails)', () => {
    const cipher = cipherOf(K1);
    const sealed = cipher.seal(bytes('ZZCANARY note'), at);
    const tampered = new Uint8Array(sealed);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1;
    expect(cipher.open(tampered, at)._unsafeUnwrapErr()).toEqual({ kind: 'FieldUnreadable', reason: 'tampered' });
  });

  it('refuses a value moved to another row, column or table (wrong additional data)', () => {
    const cipher = cipherOf(K1);
    const sealed = cipher.seal(bytes('ZZCANARY note'), at);
    for (const elsewhere of [{ ...at, rowId: 8 }, { ...at, column: 'kind' }, { ...at, table: 'note_draft' }]) {
      expect(cipher.open(sealed, elsewhere)._unsafeUnwrapErr().reason).toBe('tampered');
    }
  });

  it('after a rotation seals with the new key and still opens under the old one; a dropped key is named', () => {
    const sealedUnderK1 = cipherOf(K1).seal(bytes('old'), at);
    const rotated = cipherOf(`${K2},${K1}`);
    expect(rotated.currentKeyId).toBe('k2');
    expect(text(rotated.open(sealedUnderK1, at)._unsafeUnwrap())).toBe('old');
    expect(rotated.keyIdOf(rotated.seal(bytes('new'), at))).toBe('k2');
    expect(cipherOf(K2).open(sealedUnderK1, at)._unsafeUnwrapErr().reason).toBe('unknown-key');
  });

  it('tells plain bytes from a sealed value', () => {
    const cipher = cipherOf(K1);
    expect(cipher.keyIdOf(bytes('%PDF-1.7'))).toBeNull();
    expect(cipher.open(bytes('a plain note'), at)._unsafeUnwrapErr().reason).toBe('malformed');
  });

  it('refuses keys of the wrong length, bad ids and a key id named twice, without echoing a key', () => {
    expect(fieldKeysFrom('k1:c2hvcnQ=')._unsafeUnwrapErr()).toMatch(/32 bytes/);
    expect(fieldKeysFrom('bad id:AAAA')._unsafeUnwrapErr()).toMatch(/key id/);
    expect(fieldKeysFrom(`${K1},${K1}`)._unsafeUnwrapErr()).toMatch(/twice/);
    expect(fieldKeysFrom('')._unsafeUnwrapErr()).toMatch(/RAFDESK_FIELD_KEYS/);
    expect(fieldKeysFrom(`${K1.slice(0, -4)}`).isErr()).toBe(true);
  });
});
