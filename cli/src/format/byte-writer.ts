import { spareBuffer } from './spare-buffers.js';

const HEX = '0123456789abcdef';
const SHORT_ESCAPES: Record<number, number> = { 8: 98, 9: 116, 10: 110, 12: 102, 13: 114 };

/** A control character as JSON.stringify escapes it: backslash-n and its kin, else backslash-u00XX. */
function controlEscape(buffer: Uint8Array, at: number, c: number): number {
  buffer[at++] = 92;
  const short = SHORT_ESCAPES[c];
  if (short !== undefined) {
    buffer[at++] = short;
    return at;
  }
  buffer[at++] = 117;
  buffer[at++] = 48;
  buffer[at++] = 48;
  buffer[at++] = HEX.charCodeAt(c >> 4);
  buffer[at++] = HEX.charCodeAt(c & 15);
  return at;
}

// The JSON bytes of recurring texts, shared by every writer of the thread (see ByteWriter.constant).
const constants = new Map<string, Uint8Array>();

/**
 * Builds output as UTF-8 bytes in one growing buffer, so a batch of records reaches the output (or the
 * main thread, by transfer) without building, copying and re-encoding strings. ASCII is written byte by
 * byte; other text goes through the encoder.
 */
export class ByteWriter {
  private buffer: Uint8Array;
  private length = 0;
  private readonly encoder = new TextEncoder();

  constructor(capacity = 1 << 16) {
    this.buffer = new Uint8Array(capacity);
  }

  private reserve(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + bytes));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }

  /** Appends text known to be ASCII (names, numbers, punctuation). */
  ascii(text: string): this {
    this.reserve(text.length);
    const buffer = this.buffer;
    let at = this.length;
    for (let i = 0; i < text.length; i++) buffer[at++] = text.charCodeAt(i);
    this.length = at;
    return this;
  }

  /** Appends bytes (prepared once, e.g. the constant parts of a record). */
  bytes(bytes: Uint8Array): this {
    this.reserve(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
    return this;
  }

  /** Appends any text as UTF-8. */
  text(text: string): this {
    this.reserve(text.length * 3);
    this.length += this.encoder.encodeInto(text, this.buffer.subarray(this.length)).written;
    return this;
  }

  /** Appends a JSON string literal (quoted, escaped when needed), as JSON.stringify writes it. */
  jsonString(text: string): this {
    // Sized for the worst case (a control character is six bytes, other UTF-16 units at most three): one pass, no
    // string made. Explanations are full of "–", "≥" and "×", which used to send a text through JSON.stringify.
    this.reserve(text.length * 6 + 2);
    const buffer = this.buffer;
    let at = this.length;
    buffer[at++] = 34;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c >= 32 && c < 128) {
        if (c === 34 || c === 92) buffer[at++] = 92;
        buffer[at++] = c;
      } else if (c < 32) {
        at = controlEscape(buffer, at, c);
      } else if (c < 0x800) {
        buffer[at++] = 0xc0 | (c >> 6);
        buffer[at++] = 0x80 | (c & 63);
      } else if (c < 0xd800 || c > 0xdfff) {
        buffer[at++] = 0xe0 | (c >> 12);
        buffer[at++] = 0x80 | ((c >> 6) & 63);
        buffer[at++] = 0x80 | (c & 63);
      } else {
        // Surrogates (paired, or lone ones JSON.stringify escapes): rare enough for the encoder's own path.
        return this.text(JSON.stringify(text));
      }
    }
    buffer[at++] = 34;
    this.length = at;
    return this;
  }

  /**
   * Appends a JSON string literal of a text that recurs (a label, a variable name): its bytes are made on first use and
   * copied after. Up to {@link ByteWriter.CONSTANTS_KEPT} texts are kept; the rest are written as {@link jsonString}.
   */
  constant(text: string): this {
    const kept = constants.get(text);
    if (kept) return this.bytes(kept);
    if (constants.size >= ByteWriter.CONSTANTS_KEPT) return this.jsonString(text);
    const bytes = this.encoder.encode(JSON.stringify(text));
    constants.set(text, bytes);
    return this.bytes(bytes);
  }

  static readonly CONSTANTS_KEPT = 20_000;

  /**
   * The bytes written so far, as a view of a buffer the writer no longer uses (safe to transfer to
   * another thread without a copy); the writer starts over in a buffer of the same size, a spare one when the output
   * has given one back (spare-buffers.ts).
   */
  take(): Uint8Array {
    const bytes = this.buffer.subarray(0, this.length);
    this.buffer = spareBuffer(this.buffer.length);
    this.length = 0;
    return bytes;
  }
}
