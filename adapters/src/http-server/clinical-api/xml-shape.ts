import { SaxesParser } from 'saxes';

/** How an XML part measured against the limits: within them, nested too deep, too many elements, or not XML. */
export type XmlShape = 'within' | 'tooDeep' | 'tooManyElements' | 'unreadable';

// saxes keeps every open element until it closes and emits a chunk's events before returning, so it is fed in
// slices small enough that it can never hold much more than the depth limit (a 64 KiB slice opens ~22,000 at most).
const SLICE_BYTES = 64 * 1024;

/** Measures the XML parts of one archive as their bytes arrive; the element count is shared by all its parts. */
export function xmlShapeMeter(limits: { readonly depth: number; readonly elements: number }) {
  let elements = 0;
  return {
    /** A meter for one part: `write` each inflated chunk in order, `final` with the last. */
    part() {
      const decoder = new TextDecoder('utf-8');
      const parser = new SaxesParser();
      let depth = 0;
      let shape: XmlShape = 'within';
      parser.on('opentagstart', () => {
        depth += 1;
        elements += 1;
        if (shape !== 'within') return;
        if (depth > limits.depth) shape = 'tooDeep';
        else if (elements > limits.elements) shape = 'tooManyElements';
      });
      parser.on('closetag', () => { depth -= 1; });
      parser.on('error', () => { shape = shape === 'within' ? 'unreadable' : shape; });
      return {
        write(chunk: Uint8Array, final: boolean): XmlShape {
          for (let offset = 0; offset < chunk.length && shape === 'within'; offset += SLICE_BYTES) {
            parser.write(decoder.decode(chunk.subarray(offset, offset + SLICE_BYTES), { stream: true }));
          }
          if (final && shape === 'within') parser.close();
          return shape;
        },
      };
    },
  };
}
