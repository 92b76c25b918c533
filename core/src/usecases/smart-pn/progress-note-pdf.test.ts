import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeProgressNotePdf } from './progress-note-pdf.js';

const PDF_HEAD = [0x25, 0x50, 0x44, 0x46, 0x2d];
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Plain RFC 4648 base64 with padding, written out so the test does not lean on the decoder's own table. */
function base64Of(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    const chars = [18, 12, 6, 0].map((shift) => ALPHABET[(n >> shift) & 63]);
    const kept = Math.min(4, bytes.length - i + 1);
    text += chars.slice(0, kept).join('') + '='.repeat(4 - kept);
  }
  return text;
}
const messagesOf = (text: string, max?: number): string[] =>
  decodeProgressNotePdf(text, max).match(() => [], (failure) => failure.issues.map((issue) => `${issue.field}: ${issue.message}`));

describe('decodeProgressNotePdf', () => {
  it('gives back exactly the bytes of any PDF, with or without padding or a data-URI prefix', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), fc.boolean(), (tail, prefixed) => {
      const bytes = new Uint8Array([...PDF_HEAD, ...tail]);
      const text = base64Of(bytes);
      const sent = prefixed ? `data:application/pdf;filename=generated.pdf;base64,${text}` : text.replace(/=+$/, '');
      expect([...decodeProgressNotePdf(sent)._unsafeUnwrap()]).toEqual([...bytes]);
    }));
  });

  it('refuses text that is not base64, a document that is not a PDF, and an empty blob', () => {
    expect(messagesOf('%PDF-')).toEqual(['pdf: The PN Summary PDF must be base64 text']);
    expect(messagesOf('QUJD=A==')).toEqual(['pdf: The PN Summary PDF must be base64 text']);
    expect(messagesOf(base64Of(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0])))).toEqual(['pdf: The PN Summary must be a PDF document']);
    expect(messagesOf('')).toEqual(['pdf: The PN Summary PDF is required']);
  });

  it('accepts a PDF of exactly the limit and refuses one byte more before decoding it', () => {
    const atLimit = new Uint8Array(30).fill(0x20);
    atLimit.set(PDF_HEAD);
    expect(decodeProgressNotePdf(base64Of(atLimit), 30).isOk()).toBe(true);
    const over = new Uint8Array([...atLimit, 0x20]);
    expect(messagesOf(base64Of(over), 30)).toEqual(['pdf: The PN Summary PDF may not be larger than 30 bytes']);
  });
});
