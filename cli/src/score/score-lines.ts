import { ByteWriter } from '../format/byte-writer.js';
import type { LineScorer } from './line-scorer.js';

/** The output of one batch of input lines: UTF-8 bytes to write, and how many lines were read and failed. */
export interface BatchResult {
  readonly bytes: Uint8Array;
  readonly lines: number;
  readonly failures: number;
}

const writer = new ByteWriter();

/**
 * Scores one batch of whole input lines (a chunk that ends at a line break), numbering them from
 * `firstLine`. A trailing carriage return is dropped, so CRLF files read like LF files.
 */
export function scoreLines(scorer: LineScorer, chunk: string, firstLine: number): BatchResult {
  const before = scorer.failures;
  let start = 0;
  let lineNumber = firstLine;
  while (start < chunk.length) {
    let end = chunk.indexOf('\n', start);
    if (end < 0) end = chunk.length;
    scorer.score(chunk.charCodeAt(end - 1) === 13 ? chunk.slice(start, end - 1) : chunk.slice(start, end), lineNumber, writer);
    start = end + 1;
    lineNumber++;
  }
  return { bytes: writer.take(), lines: lineNumber - firstLine, failures: scorer.failures - before };
}
