/** A batch of whole input lines as UTF-8 bytes, with the number of its first line. */
export interface LineBatch {
  readonly bytes: Uint8Array;
  readonly firstLine: number;
  readonly lineCount: number;
}

const NEWLINE = 10;

function countLines(bytes: Uint8Array): number {
  let count = 0;
  for (let at = bytes.indexOf(NEWLINE); at >= 0; at = bytes.indexOf(NEWLINE, at + 1)) count++;
  return count;
}

/**
 * Cuts a byte stream into batches of whole lines of at least `batchBytes` (the last may be smaller and
 * lack a final line break). Each batch is a fresh copy, so it can be moved to a worker thread. Memory
 * stays at about one batch plus one chunk, whatever the input size.
 */
export async function* lineBatches(input: AsyncIterable<Uint8Array | string>, batchBytes: number, firstLine = 1): AsyncGenerator<LineBatch> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let nextLine = firstLine;
  const cut = (bytes: Buffer): LineBatch => {
    const batch = { bytes: new Uint8Array(bytes), firstLine: nextLine, lineCount: countLines(bytes) };
    nextLine += batch.lineCount;
    return batch;
  };
  for await (const chunk of input) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    pending.push(buffer);
    pendingBytes += buffer.length;
    if (pendingBytes < batchBytes) continue;
    const joined = Buffer.concat(pending, pendingBytes);
    const last = joined.lastIndexOf(NEWLINE);
    if (last < 0) continue;
    yield cut(joined.subarray(0, last + 1));
    const rest = joined.subarray(last + 1);
    pending = rest.length > 0 ? [Buffer.from(rest)] : [];
    pendingBytes = rest.length;
  }
  if (pendingBytes > 0) {
    const rest = Buffer.concat(pending, pendingBytes);
    const batch = cut(rest);
    yield rest[rest.length - 1] === NEWLINE ? batch : { ...batch, lineCount: batch.lineCount + 1 };
  }
}
