// A batch's output is megabytes, and a fresh buffer of that size is fresh pages from the kernel: on `--explain` the
// page faults of a new buffer per batch cost a fifth of the run's CPU time (system time). Buffers whose bytes the
// output has written come back here and are used again. Only the stream's owner may give one back, once the stream
// is done with it: a stream that keeps the chunk (an in-memory one) would otherwise see it overwritten.

const KEPT = 4;
const SMALLEST = 1 << 16;
const spare: ArrayBuffer[] = [];

/**
 * A buffer of at least `bytes` bytes, its contents unspecified: a spare one when there is one big enough (and not
 * many times too big: a small writer must not hold on to a batch's buffer), else a new one.
 */
export function spareBuffer(bytes: number): Uint8Array<ArrayBuffer> {
  if (bytes < SMALLEST) return new Uint8Array(bytes);
  for (let i = spare.length - 1; i >= 0; i--) {
    const buffer = spare[i] as ArrayBuffer;
    if (buffer.byteLength >= bytes && buffer.byteLength <= bytes * 4) {
      spare.splice(i, 1);
      return new Uint8Array(buffer);
    }
  }
  return new Uint8Array(bytes);
}

/** Gives back the buffer under `bytes` once nothing reads it any more (up to a few are kept). */
export function giveBackBuffer(bytes: Uint8Array): void {
  const buffer = bytes.buffer;
  if (!(buffer instanceof ArrayBuffer) || buffer.byteLength < SMALLEST || spare.length >= KEPT || spare.includes(buffer)) return;
  spare.push(buffer);
}

/** How many buffers wait to be used again (for tests). */
export const spareCount = (): number => spare.length;
