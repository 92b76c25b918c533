import { setImmediate as nextTurn } from 'node:timers/promises';
import { Unzip, UnzipInflate } from 'fflate';

/** How an archive measured against a limit: within it, beyond it, not a zip fflate can read, or too slow to read. */
export type InflatedSize = 'within' | 'beyond' | 'unreadable' | 'timeout';

// Small pushes bound what one synchronous inflate step can produce (deflate expands at most about 1,032 times),
// and the turn between pushes lets other requests run while a large archive is measured.
const CHUNK_BYTES = 8 * 1024;

/**
 * Inflates every entry of a zip archive without keeping any of it, counting the bytes it really expands to (the
 * sizes the archive declares can lie), and stops at the first byte over `limitBytes` or at `deadline` (epoch ms).
 */
export async function measureInflatedSize(bytes: Uint8Array, limitBytes: number, deadline: number): Promise<InflatedSize> {
  let total = 0;
  let outcome: InflatedSize = 'within';
  const unzip = new Unzip((file) => {
    file.ondata = (error, data) => {
      if (error !== null) outcome = 'unreadable';
      total += data.length;
      if (total > limitBytes && outcome === 'within') outcome = 'beyond';
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
      if (Date.now() > deadline) return 'timeout';
      await nextTurn();
    }
  } catch {
    return outcome === 'within' ? 'unreadable' : outcome;
  }
  return outcome;
}
