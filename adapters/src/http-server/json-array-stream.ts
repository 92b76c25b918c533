import { Readable } from 'node:stream';
import type { z } from 'zod';

/** Lists longer than this (exports, bulk lookups) are written as they are shaped instead of all at once. */
export const STREAMED_LIST_ROWS = 1000;

// Large enough that the stream's own cost vanishes, small enough that little is held at a time.
const ROWS_PER_PIECE = 500;

/**
 * A JSON array written piece by piece, each row shaped by the schema (unknown fields stripped) as it goes out: an
 * export of 30,000 patients is never held as a shaped copy and a 25 MB string beside its rows. A row that does not
 * match the schema ends the stream with the error `mismatch` gives (the answer has started, so it cannot become a 500).
 */
export function jsonArrayStream(rows: readonly unknown[], schema: z.ZodType | undefined, mismatch: () => Error): Readable {
  const shapeRow = (row: unknown): unknown => {
    if (!schema) return row;
    const parsed = schema.safeParse(row);
    if (!parsed.success) throw mismatch();
    return parsed.data;
  };
  function* pieces(): Generator<string> {
    yield '[';
    for (let start = 0; start < rows.length; start += ROWS_PER_PIECE) {
      const piece = JSON.stringify(rows.slice(start, start + ROWS_PER_PIECE).map(shapeRow));
      yield (start === 0 ? '' : ',') + piece.slice(1, -1);
    }
    yield ']';
  }
  return Readable.from(pieces(), { objectMode: false });
}
