import { err, ok, type Result } from 'neverthrow';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';

/** The largest PN Summary PDF a note may carry (decoded bytes). */
export const PROGRESS_NOTE_PDF_MAX_BYTES = 10 * 1024 * 1024;

const DATA_URL_PREFIX = /^data:application\/pdf(?:;[^,;]*)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUES = new Uint8Array(128);
for (let i = 0; i < ALPHABET.length; i += 1) VALUES[ALPHABET.charCodeAt(i)] = i;

const sizeLabel = (bytes: number): string => (bytes >= 1_048_576 ? `${Math.floor(bytes / 1_048_576)} MB` : `${bytes} bytes`);

const problem = (message: string): Result<never, ValidationFailed> => err(validationFailed([{ field: 'pdf', message }]));

/** Decodes standard base64 (padding optional) that is already known to use only its alphabet. */
function decodeBase64(text: string): Uint8Array {
  const body = text.replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((body.length * 3) / 4));
  let bits = 0;
  let buffer = 0;
  let at = 0;
  for (let i = 0; i < body.length; i += 1) {
    buffer = (buffer << 6) | (VALUES[body.charCodeAt(i)] ?? 0);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at] = (buffer >> bits) & 0xff;
      at += 1;
    }
  }
  return out;
}

/**
 * The PDF of a progress note from the base64 text the wizard posts (a `data:application/pdf;…;base64,` prefix is
 * accepted, as jsPDF's data URIs carry one). Refused when it is not base64, decodes to more than `maxBytes`, or
 * does not start with the `%PDF-` signature. Never echoes the text.
 */
export function decodeProgressNotePdf(text: string, maxBytes: number = PROGRESS_NOTE_PDF_MAX_BYTES): Result<Uint8Array, ValidationFailed> {
  const base64 = text.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (base64 === '') return problem('The PN Summary PDF is required');
  if (!BASE64.test(base64) || base64.replace(/=+$/, '').length % 4 === 1) return problem('The PN Summary PDF must be base64 text');
  const padding = base64.length - base64.replace(/=+$/, '').length;
  if (padding > 0 && base64.length % 4 !== 0) return problem('The PN Summary PDF must be base64 text');
  if (Math.floor((base64.replace(/=+$/, '').length * 3) / 4) > maxBytes) return problem(`The PN Summary PDF may not be larger than ${sizeLabel(maxBytes)}`);
  const bytes = decodeBase64(base64);
  if (!PDF_MAGIC.every((byte, i) => bytes[i] === byte)) return problem('The PN Summary must be a PDF document');
  return ok(bytes);
}
