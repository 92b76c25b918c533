import { open } from 'node:fs/promises';
import type { LineBatch } from './line-batches.js';

const NEWLINE = 10;

function countLines(bytes: Uint8Array): number {
  let count = 0;
  for (let at = bytes.indexOf(NEWLINE); at >= 0; at = bytes.indexOf(NEWLINE, at + 1)) count++;
  return count;
}

/**
 * Reads a file as batches of whole lines, each read straight into its own new buffer (the part line left
 * over from the last read is carried to the front), so a batch costs one allocation and no copying before
 * it is moved to a worker. A line longer than a batch grows the buffer. Memory stays at about one batch.
 */
export async function* fileBatches(path: string, batchBytes: number, firstLine = 1): AsyncGenerator<LineBatch> {
  const file = await open(path, 'r');
  try {
    let carry = new Uint8Array(0);
    let nextLine = firstLine;
    let position = 0;
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
      if (last < 0) {
        carry = buffer.subarray(0, filled);
        size = buffer.length * 2;
        continue;
      }
      carry = buffer.slice(last + 1, filled);
      size = batchBytes;
      const bytes = buffer.subarray(0, last + 1);
      const lineCount = countLines(bytes);
      yield { bytes, firstLine: nextLine, lineCount };
      nextLine += lineCount;
    }
  } finally {
    await file.close();
  }
}
