import { open } from 'node:fs/promises';
import { LONG_LINE_HEAD_BYTES, MAX_LINE_BYTES, countLines, longLineBatch, type LineBatch } from './line-batches.js';

const NEWLINE = 10;

/**
 * Reads a regular file from byte `start` as batches of whole lines, each read straight into its own new buffer (the
 * part line left over from the last read is carried to the front), so a batch costs one allocation and no copying
 * before it is moved to a worker. A line longer than a batch grows the buffer; one longer than
 * {@link MAX_LINE_BYTES} is read past in batch-sized pieces into one scratch buffer and given as a long-line batch.
 * Memory stays at about one batch plus one line.
 */
export async function* fileBatches(path: string, batchBytes: number, firstLine = 1, start = 0): AsyncGenerator<LineBatch> {
  const file = await open(path, 'r');
  try {
    let carry = new Uint8Array(0);
    let nextLine = firstLine;
    let position = start;
    for (let size = batchBytes; ; ) {
      const buffer = new Uint8Array(Math.max(size, carry.length + batchBytes));
      buffer.set(carry);
      const { bytesRead } = await file.read(buffer, carry.length, buffer.length - carry.length, position);
      position += bytesRead;
      const filled = carry.length + bytesRead;
      if (bytesRead === 0) {
        if (filled > 0) yield { bytes: buffer.subarray(0, filled), firstLine: nextLine, lineCount: countLines(buffer.subarray(0, filled)) + 1 };
        return;
      }
      const last = buffer.subarray(0, filled).lastIndexOf(NEWLINE);
      if (last >= 0) {
        carry = buffer.slice(last + 1, filled);
        size = batchBytes;
        const bytes = buffer.subarray(0, last + 1);
        const lineCount = countLines(bytes);
        yield { bytes, firstLine: nextLine, lineCount };
        nextLine += lineCount;
      } else if (filled <= MAX_LINE_BYTES) {
        carry = buffer.subarray(0, filled);
        size = buffer.length * 2;
      } else {
        const skipped = await skipLine(file, position, batchBytes);
        yield longLineBatch(buffer.subarray(0, LONG_LINE_HEAD_BYTES), filled + skipped.length, nextLine++);
        position = skipped.next;
        carry = new Uint8Array(0);
        size = batchBytes;
      }
    }
  } finally {
    await file.close();
  }
}

/** Reads past the rest of a line from `position`: how many bytes it still has, and where the next line starts. */
async function skipLine(file: Awaited<ReturnType<typeof open>>, position: number, batchBytes: number): Promise<{ length: number; next: number }> {
  const scratch = new Uint8Array(Math.max(batchBytes, 1 << 20));
  for (let at = position; ; ) {
    const { bytesRead } = await file.read(scratch, 0, scratch.length, at);
    if (bytesRead === 0) return { length: at - position, next: at };
    const end = scratch.subarray(0, bytesRead).indexOf(NEWLINE);
    if (end >= 0) return { length: at + end - position, next: at + end + 1 };
    at += bytesRead;
  }
}
