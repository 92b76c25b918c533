import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { fileBatches } from './file-batches.js';
import { jsonArrayLines, type ArrayProblem } from './json-array-lines.js';
import { lineBatches, type LineBatch } from './line-batches.js';

/** The input's batches of lines and what its first byte that is not white space says of it. */
export interface OpenedInput {
  readonly batches: AsyncGenerator<LineBatch>;
  /** A JSON array (the batches are its elements, one a line). */
  readonly array: boolean;
  /** The first line is a JSON object (else CSV, when the format is not given). */
  readonly jsonFirst: boolean;
  /** Once the batches are read: what is wrong with a JSON array as a whole, if anything. */
  readonly problem: ArrayProblem;
}

const arrayInput = (bytes: AsyncIterable<Uint8Array>, batchBytes: number): OpenedInput => {
  const problem: ArrayProblem = { message: null };
  return { batches: lineBatches(jsonArrayLines(bytes, problem), batchBytes), array: true, jsonFirst: true, problem };
};
const linesInput = (batches: AsyncGenerator<LineBatch>, jsonFirst: boolean): OpenedInput => ({ batches, array: false, jsonFirst, problem: { message: null } });

const [SPACE, TAB, LF, CR, OPEN_BRACKET, OPEN_BRACE] = [32, 9, 10, 13, 91, 123] as const;
const BOM = [0xef, 0xbb, 0xbf];
const PEEK_BYTES = 1 << 16;

/** Where, in bytes read so far, the first byte that is not white space (nor the byte order mark) lies. */
class Meaningful {
  private offset = 0;
  newlines = 0;
  /** Just after the last line break before the first meaningful byte: where its line starts. */
  lineStart = 0;

  /** Looks through `bytes` (the next ones of the input); the index in them of the first meaningful byte, or -1. */
  find(bytes: Uint8Array): number {
    for (let i = 0; i < bytes.length; i++) {
      const c = bytes[i] as number;
      const absolute = this.offset + i;
      if (absolute < 3 && c === BOM[absolute]) continue;
      if (c === LF) {
        this.newlines++;
        this.lineStart = absolute + 1;
      } else if (c !== SPACE && c !== TAB && c !== CR) return i;
    }
    this.offset += bytes.length;
    return -1;
  }
}

/**
 * Opens `rafdesk score`'s input: a file path (a regular file is read in place; a pipe or device as a stream) or a
 * stream. Leading blank lines are read past (counted, so later lines keep their numbers), and the first other byte
 * says what the input is: an opening bracket a JSON array (unless CSV is forced), streamed element by element. Null
 * when the input is empty or only white space: there is nothing to write.
 */
export async function openInput(input: string | AsyncIterable<Uint8Array | string>, batchBytes: number, csvForced: boolean): Promise<OpenedInput | null> {
  if (typeof input === 'string' && (await stat(input)).isFile()) return openFile(input, batchBytes, csvForced);
  return openStream(typeof input === 'string' ? createReadStream(input) : input, batchBytes, csvForced);
}

async function openFile(path: string, batchBytes: number, csvForced: boolean): Promise<OpenedInput | null> {
  const seen = new Meaningful();
  let first = -1;
  let offset = 0;
  const file = await open(path, 'r');
  try {
    const block = new Uint8Array(PEEK_BYTES);
    for (;;) {
      const { bytesRead } = await file.read(block, 0, block.length, offset);
      if (bytesRead === 0) return null;
      const found = seen.find(block.subarray(0, bytesRead));
      if (found >= 0) {
        first = block[found] as number;
        offset += found;
        break;
      }
      offset += bytesRead;
    }
  } finally {
    await file.close();
  }
  if (first === OPEN_BRACKET && !csvForced) return arrayInput(createReadStream(path, { start: offset }), batchBytes);
  return linesInput(fileBatches(path, batchBytes, seen.newlines + 1, seen.lineStart), first === OPEN_BRACE);
}

async function openStream(input: AsyncIterable<Uint8Array | string>, batchBytes: number, csvForced: boolean): Promise<OpenedInput | null> {
  const chunks = input[Symbol.asyncIterator]();
  const seen = new Meaningful();
  let offset = 0;
  for (let step = await chunks.next(); !step.done; step = await chunks.next()) {
    const bytes = typeof step.value === 'string' ? Buffer.from(step.value) : step.value;
    const found = seen.find(bytes);
    if (found < 0) {
      offset += bytes.length;
      continue;
    }
    const first = bytes[found] as number;
    const rest = async function* (head: Uint8Array): AsyncGenerator<Uint8Array> {
      try {
        yield head;
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
      } finally {
        // Read no further when the run stops early (a stream's iterator then lets go of it).
        await chunks.return?.();
      }
    };
    if (first === OPEN_BRACKET && !csvForced) return arrayInput(rest(bytes.subarray(found)), batchBytes);
    return linesInput(lineBatches(rest(bytes.subarray(Math.max(0, seen.lineStart - offset))), batchBytes, seen.newlines + 1), first === OPEN_BRACE);
  }
  return null;
}
