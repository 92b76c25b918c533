import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ByteWriter } from './byte-writer.js';

// Any UTF-16 code unit, lone surrogates included, with the characters explanations are made of weighted in.
const unit = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  fc.constantFrom('–', '≥', '×', 'é', '"', '\\', '\n', '\u0000', '\u001f', '\u007f', '😀', 'a'),
);

describe('ByteWriter.jsonString', () => {
  it('writes the UTF-8 of JSON.stringify for any text', () => {
    const writer = new ByteWriter(4);
    const encoder = new TextEncoder();
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (text) => {
        writer.ascii('[').jsonString(text).ascii(']');
        expect(writer.take()).toEqual(encoder.encode(`[${JSON.stringify(text)}]`));
      }),
      { numRuns: 3000 },
    );
  });
});
