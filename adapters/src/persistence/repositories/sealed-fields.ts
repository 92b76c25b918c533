import { err, ok, type Result } from 'neverthrow';
import { serviceUnavailable, type FieldAddress, type FieldCipher, type StorageError } from '@rafdesk/core';

// A sealed text column holds the envelope's readable head (`rdf1:<key id>:`) and the rest in base64, so SQL can tell
// which key sealed a row (`like 'rdf1:k2:%'`) when rotating; a bytea column holds the envelope as it is.
const HEAD = /^rdf1:[A-Za-z0-9_-]{1,32}:/;

/** Seals `plain` for its column; what the row keeps is never the plain text. */
export function sealText(cipher: FieldCipher, plain: string, at: FieldAddress): string {
  const sealed = Buffer.from(cipher.seal(new TextEncoder().encode(plain), at));
  const head = HEAD.exec(sealed.subarray(0, 40).toString('latin1'))?.[0] ?? '';
  return `${head}${sealed.subarray(head.length).toString('base64')}`;
}

/** Opens a sealed text column; a value that does not open is a storage failure (a missing key, or a changed row). */
export function openText(cipher: FieldCipher, stored: string, at: FieldAddress): Result<string, StorageError> {
  const head = HEAD.exec(stored)?.[0];
  if (head === undefined) return err(unreadableField(at));
  const sealed = Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(stored.slice(head.length), 'base64')]);
  return openBytes(cipher, sealed, at).map((plain) => new TextDecoder().decode(plain));
}

/** Seals bytes (a PDF) for a bytea column. */
export function sealBytes(cipher: FieldCipher, plain: Uint8Array, at: FieldAddress): Uint8Array {
  return cipher.seal(plain, at);
}

/** Opens a sealed bytea column. */
export function openBytes(cipher: FieldCipher, stored: Uint8Array, at: FieldAddress): Result<Uint8Array, StorageError> {
  const opened = cipher.open(stored, at);
  return opened.isOk() ? ok(opened.value) : err(unreadableField(at));
}

/** The head every value sealed under `keyId` starts with, for SQL `like` / `position` when rotating. */
export function sealedHead(keyId: string): string {
  return `rdf1:${keyId}:`;
}

function unreadableField(at: FieldAddress): StorageError {
  return serviceUnavailable(`storage field-unreadable ${at.table}.${at.column}`);
}
