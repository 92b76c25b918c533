import { Unzip, UnzipInflate } from 'fflate';
import { xmlShapeMeter, type XmlShape } from './xml-shape.js';

/** How an archive measured against the limits: within them, inflating beyond the size, an XML part out of shape, or no zip fflate reads. */
export type ArchiveShape = 'beyond' | XmlShape;

// Small pushes bound what one synchronous inflate step can produce (deflate expands at most about 1,032 times).
const CHUNK_BYTES = 8 * 1024;

// The parts a workbook reader parses as XML; other entries (images, binaries) are only counted.
const isXmlPart = (name: string) => /\.(xml|rels|vml)$/i.test(name);

/**
 * Inflates every entry of a zip archive without keeping any of it, counting the bytes it really expands to (the
 * sizes the archive declares can lie) and measuring the nesting and elements of its XML parts, and stops at the
 * first limit crossed.
 */
export function measureArchive(bytes: Uint8Array, limits: { readonly inflatedBytes: number; readonly xmlDepth: number; readonly xmlElements: number }): ArchiveShape {
  let total = 0;
  let outcome: ArchiveShape = 'within';
  const xml = xmlShapeMeter({ depth: limits.xmlDepth, elements: limits.xmlElements });
  const unzip = new Unzip((file) => {
    const part = isXmlPart(file.name) ? xml.part() : null;
    file.ondata = (error, data, final) => {
      if (error !== null) outcome = 'unreadable';
      total += data.length;
      if (total > limits.inflatedBytes && outcome === 'within') outcome = 'beyond';
      if (part !== null && outcome === 'within') outcome = part.write(data, final);
      if (outcome !== 'within') file.terminate();
    };
    try {
      file.start();
    } catch {
      outcome = 'unreadable';
    }
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length && outcome === 'within'; offset += CHUNK_BYTES) {
      unzip.push(bytes.subarray(offset, offset + CHUNK_BYTES), offset + CHUNK_BYTES >= bytes.length);
    }
  } catch {
    return outcome === 'within' ? 'unreadable' : outcome;
  }
  return outcome;
}
