import type { Result } from 'neverthrow';

/**
 * Where a sealed value is kept. It is bound into the ciphertext (as AES-GCM's additional data), so a value copied to
 * another row, column or table no longer opens there.
 */
export interface FieldAddress {
  readonly table: string;
  readonly column: string;
  readonly rowId: string | number;
}

/** Why a sealed value did not open: a key id no longer configured, not an envelope at all, or altered / moved (the tag fails). */
export interface FieldUnreadable {
  readonly kind: 'FieldUnreadable';
  readonly reason: 'unknown-key' | 'malformed' | 'tampered';
}

/**
 * Field-level encryption at rest for the most sensitive columns (HIPAA 45 CFR 164.312(a)(2)(iv)). Every sealed value
 * names the key that sealed it, so a new current key seals new writes while values under older keys still open.
 */
export interface FieldCipher {
  /** The id of the key {@link seal} uses now. */
  readonly currentKeyId: string;
  /** Seals `plain` for `at` under the current key, with a fresh random IV each time. */
  seal(plain: Uint8Array, at: FieldAddress): Uint8Array;
  /** The plain bytes, or why not: only the key named in the envelope, and only at the same address, opens it. */
  open(sealed: Uint8Array, at: FieldAddress): Result<Uint8Array, FieldUnreadable>;
  /** The key id a sealed value names, or null when the bytes are not a sealed value (a row from before sealing). */
  keyIdOf(sealed: Uint8Array): string | null;
}
