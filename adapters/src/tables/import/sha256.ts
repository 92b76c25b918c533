import { createHash } from 'node:crypto';

/** SHA-256 of a string's UTF-8 bytes as lower-case hex (node:crypto; the importer runs in Node only). */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
