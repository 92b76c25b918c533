import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import type { FieldAddress, FieldCipher, FieldUnreadable } from '@rafdesk/core';

/** Every sealed value starts with this, then `<key id>:`, then IV, tag and ciphertext. */
export const SEALED_PREFIX = 'rdf1:';
const IV_BYTES = 12; // the 96-bit IV NIST SP 800-38D recommends for GCM; random per value
const TAG_BYTES = 16;
const KEY_BYTES = 32; // AES-256
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** The field keys: the current one seals, every one opens what it sealed. */
export interface FieldKeys {
  readonly currentKeyId: string;
  readonly keys: ReadonlyMap<string, Uint8Array>;
}

const KeyEntrySchema = z.string().trim().transform((entry, ctx) => {
  const [id = '', key = '', ...rest] = entry.split(':');
  const bytes = Buffer.from(key, 'base64');
  if (rest.length > 0 || !KEY_ID.test(id)) ctx.addIssue({ code: 'custom', message: `"${id}" is not <key id>:<base64 key> (key ids: letters, digits, - and _)` });
  else if (bytes.length !== KEY_BYTES) ctx.addIssue({ code: 'custom', message: `key ${id} must be base64 of ${KEY_BYTES} bytes (openssl rand -base64 32)` });
  return { id, key: new Uint8Array(bytes) };
});

/**
 * Reads `RAFDESK_FIELD_KEYS`: comma-separated `<key id>:<base64 of 32 bytes>`, the first entry the current key
 * (`k2:…,k1:…` after rotating from k1 to k2). The error names what is wrong without echoing any key.
 */
export function fieldKeysFrom(text: string): Result<FieldKeys, string> {
  const parsed = z.array(KeyEntrySchema).min(1).safeParse(text.split(',').filter((entry) => entry.trim() !== ''));
  if (!parsed.success) return err(`RAFDESK_FIELD_KEYS: ${parsed.error.issues[0]?.message ?? 'names no key'}`);
  const keys = new Map(parsed.data.map(({ id, key }) => [id, key]));
  if (keys.size !== parsed.data.length) return err('RAFDESK_FIELD_KEYS: a key id is named twice');
  return ok({ currentKeyId: parsed.data[0]?.id ?? '', keys });
}

/** A new `<key id>:<base64 key>` entry from the CSPRNG. */
export function newFieldKeyEntry(id: string): string {
  return `${id}:${randomBytes(KEY_BYTES).toString('base64')}`;
}

/**
 * {@link FieldCipher} with AES-256-GCM (`node:crypto`): a random 96-bit IV per value, the key id in the envelope, and
 * the table, column and row id as additional data, so the tag fails for an altered value or one moved elsewhere.
 */
export class AesGcmFieldCipher implements FieldCipher {
  readonly currentKeyId: string;

  constructor(private readonly keys: FieldKeys) {
    this.currentKeyId = keys.currentKeyId;
    if (!keys.keys.has(keys.currentKeyId)) throw new Error('the current field key is not among the keys');
  }

  seal(plain: Uint8Array, at: FieldAddress): Uint8Array {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key(this.currentKeyId), iv).setAAD(additionalData(at));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return new Uint8Array(Buffer.concat([Buffer.from(`${SEALED_PREFIX}${this.currentKeyId}:`, 'ascii'), iv, cipher.getAuthTag(), body]));
  }

  open(sealed: Uint8Array, at: FieldAddress): Result<Uint8Array, FieldUnreadable> {
    const keyId = this.keyIdOf(sealed);
    if (keyId === null) return err(unreadable('malformed'));
    const key = this.keys.keys.get(keyId);
    if (key === undefined) return err(unreadable('unknown-key'));
    const start = SEALED_PREFIX.length + keyId.length + 1;
    if (sealed.length < start + IV_BYTES + TAG_BYTES) return err(unreadable('malformed'));
    const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(start, start + IV_BYTES)).setAAD(additionalData(at));
      decipher.setAuthTag(bytes.subarray(start + IV_BYTES, start + IV_BYTES + TAG_BYTES));
      return ok(new Uint8Array(Buffer.concat([decipher.update(bytes.subarray(start + IV_BYTES + TAG_BYTES)), decipher.final()])));
    } catch {
      return err(unreadable('tampered'));
    }
  }

  keyIdOf(sealed: Uint8Array): string | null {
    const head = Buffer.from(sealed.buffer, sealed.byteOffset, Math.min(sealed.byteLength, SEALED_PREFIX.length + 34)).toString('latin1');
    if (!head.startsWith(SEALED_PREFIX)) return null;
    const end = head.indexOf(':', SEALED_PREFIX.length);
    const id = end < 0 ? '' : head.slice(SEALED_PREFIX.length, end);
    return KEY_ID.test(id) ? id : null;
  }

  private key(id: string): Uint8Array {
    const key = this.keys.keys.get(id);
    if (key === undefined) throw new Error(`no field key ${id}`);
    return key;
  }
}

function additionalData(at: FieldAddress): Buffer {
  return Buffer.from(JSON.stringify([at.table, at.column, String(at.rowId)]), 'utf8');
}

function unreadable(reason: FieldUnreadable['reason']): FieldUnreadable {
  return { kind: 'FieldUnreadable', reason };
}
