import { err, ok, type Result } from 'neverthrow';
import type { FieldAddress, FieldCipher, FieldUnreadable } from '../../ports/auth/field-cipher.js';

const HEAD = 'rdf1:fake:';

/**
 * A {@link FieldCipher} for tests of code that only passes sealed values along: it keeps the envelope's shape and the
 * address check, but hides nothing (the bytes are only reversed). Tests of what is at rest use the AES-GCM adapter.
 */
export class InMemoryFieldCipher implements FieldCipher {
  readonly currentKeyId = 'fake';

  seal(plain: Uint8Array, at: FieldAddress): Uint8Array {
    return new Uint8Array([...headOf(at), ...[...plain].reverse()]);
  }

  open(sealed: Uint8Array, at: FieldAddress): Result<Uint8Array, FieldUnreadable> {
    const head = headOf(at);
    if (this.keyIdOf(sealed) === null) return err({ kind: 'FieldUnreadable', reason: 'malformed' });
    if (!head.every((byte, index) => sealed[index] === byte)) return err({ kind: 'FieldUnreadable', reason: 'tampered' });
    return ok(new Uint8Array([...sealed.subarray(head.length)].reverse()));
  }

  keyIdOf(sealed: Uint8Array): string | null {
    return asciiOf(HEAD).every((byte, index) => sealed[index] === byte) ? this.currentKeyId : null;
  }
}

function headOf(at: FieldAddress): number[] {
  return asciiOf(`${HEAD}${JSON.stringify([at.table, at.column, String(at.rowId)])}\n`);
}

// Table and column names and row ids are ASCII; core has no TextEncoder (no DOM or Node types).
function asciiOf(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0) & 0xff);
}
