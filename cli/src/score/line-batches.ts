/**
 * A batch of whole input lines as UTF-8 bytes, with the number of its first line; or, with `longLine`, one line longer
 * than {@link MAX_LINE_BYTES}, of which `bytes` holds only the first {@link LONG_LINE_HEAD_BYTES} (to name its id).
 */
export interface LineBatch {
  readonly bytes: Uint8Array;
  readonly firstLine: number;
  readonly lineCount: number;
  /** The length in bytes of a line too long to score (its line break not counted); absent for a batch of lines. */
  readonly longLine?: number;
}

/**
 * The longest line `rafdesk score` reads whole: about a million diagnosis codes. A longer line gets one error record
 * and is skipped as it streams past, so memory stays flat and no text nears V8's 512 MiB string limit.
 */
export const MAX_LINE_BYTES = 16 << 20;
/** The start of a too-long line kept to read its id from. */
export const LONG_LINE_HEAD_BYTES = 64 << 10;

const NEWLINE = 10;

export function countLines(bytes: Uint8Array): number {
  let count = 0;
  for (let at = bytes.indexOf(NEWLINE); at >= 0; at = bytes.indexOf(NEWLINE, at + 1)) count++;
  return count;
}

/** The batch of one too-long line: its first bytes and its length. */
export const longLineBatch = (head: Uint8Array, length: number, lineNumber: number): LineBatch =>
  ({ bytes: head.slice(0, LONG_LINE_HEAD_BYTES), firstLine: lineNumber, lineCount: 1, longLine: length });

/**
 * Cuts a byte stream into batches of whole lines of at least `batchBytes` (the last may be smaller and lack a final
 * line break). Each batch is a fresh copy, so it can be moved to a worker thread. Each chunk is searched once (a line
 * spread over many chunks is joined once, not at every chunk), and a line longer than {@link MAX_LINE_BYTES} is
 * counted and skipped, not held: memory stays at about one batch plus one line, whatever the input.
 */
export async function* lineBatches(input: AsyncIterable<Uint8Array | string>, batchBytes: number, firstLine = 1): AsyncGenerator<LineBatch> {
  // Bytes of whole lines not yet given out, then the bytes of the line still open.
  let whole: Uint8Array[] = [];
  let wholeBytes = 0;
  let open: Uint8Array[] = [];
  let openBytes = 0;
  // A too-long line being skipped: its first bytes and its length so far.
  let skipping: { head: Uint8Array; length: number } | null = null;
  let nextLine = firstLine;
  const takeWhole = (): LineBatch => {
    const bytes = new Uint8Array(Buffer.concat(whole, wholeBytes));
    whole = [];
    wholeBytes = 0;
    const batch = { bytes, firstLine: nextLine, lineCount: countLines(bytes) };
    nextLine += batch.lineCount;
    return batch;
  };
  const endSkipping = (): LineBatch => {
    const { head, length } = skipping as { head: Uint8Array; length: number };
    skipping = null;
    return longLineBatch(head, length, nextLine++);
  };
  for await (const chunk of input) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    // Pieces no longer than a line may be: a line that lies within one piece is then never too long.
    for (let from = 0; from < buffer.length; from += MAX_LINE_BYTES) {
      let piece = buffer.subarray(from, from + MAX_LINE_BYTES);
      if (skipping !== null) {
        const end = piece.indexOf(NEWLINE);
        if (end < 0) {
          skipping.length += piece.length;
          continue;
        }
        skipping.length += end;
        yield endSkipping();
        piece = piece.subarray(end + 1);
      }
      const first = piece.indexOf(NEWLINE);
      if (first < 0) {
        open.push(piece.slice());
        openBytes += piece.length;
        if (openBytes > MAX_LINE_BYTES) {
          if (wholeBytes > 0) yield takeWhole();
          skipping = { head: Buffer.concat(open, Math.min(openBytes, LONG_LINE_HEAD_BYTES)), length: openBytes };
          open = [];
          openBytes = 0;
        }
        continue;
      }
      if (openBytes + first > MAX_LINE_BYTES) {
        if (wholeBytes > 0) yield takeWhole();
        yield longLineBatch(Buffer.concat([...open, piece.subarray(0, first)], Math.min(openBytes + first, LONG_LINE_HEAD_BYTES)), openBytes + first, nextLine++);
      } else {
        whole.push(...open, piece.subarray(0, first + 1));
        wholeBytes += openBytes + first + 1;
      }
      open = [];
      openBytes = 0;
      const last = piece.lastIndexOf(NEWLINE);
      if (last > first) {
        whole.push(piece.subarray(first + 1, last + 1));
        wholeBytes += last - first;
      }
      if (last + 1 < piece.length) {
        open.push(piece.slice(last + 1));
        openBytes = piece.length - last - 1;
      }
      if (wholeBytes >= batchBytes) yield takeWhole();
    }
  }
  if (skipping !== null) {
    if (wholeBytes > 0) yield takeWhole();
    yield endSkipping();
    return;
  }
  if (openBytes > 0) {
    whole.push(...open);
    wholeBytes += openBytes;
    const batch = takeWhole();
    yield { ...batch, lineCount: batch.lineCount + 1 };
  } else if (wholeBytes > 0) yield takeWhole();
}
