import { MAX_ROSTER_ROWS } from '@rafdesk/core';
import type { Result } from 'neverthrow';
import type { RouteFailure } from '../route-failure.js';
import { readTableFile, sharedWorkbookParser, TABLE_READING, type TableFileKind } from './table-file.js';
import type { WorkbookParser } from './workbook-parser.js';

/**
 * What one roster file may cost the server. A roster of the largest size allowed inflates to a few megabytes, nests
 * its XML a few levels deep and holds about 1.3 million elements (5,050 rows of 64 cells, each a cell, a value and a
 * shared string of two), so these leave room for any real file while a zip bomb or a nesting bomb is refused after
 * inflating no more than the limit, never held in memory.
 */
export const ROSTER_FILE_LIMITS = {
  inflatedBytes: 32 * 1024 * 1024,
  xmlDepth: 64,
  xmlElements: 2_000_000,
  /** The heading and the patients the import accepts, plus room for a few notes above or below them. */
  rows: MAX_ROSTER_ROWS + 50,
  columns: 64,
  cellCharacters: 1000,
  ...TABLE_READING,
} as const;

const ROSTER: TableFileKind = { noun: 'roster', lineWord: 'patients', maxLines: MAX_ROSTER_ROWS, limits: ROSTER_FILE_LIMITS };

/**
 * Reads an uploaded roster into rows of cell texts (a .csv file or the first sheet of an .xlsx workbook), refused past
 * {@link ROSTER_FILE_LIMITS}; a workbook is read in a worker thread with its own heap, at most two at a time (the
 * process's threads, shared with the other uploaded tables). A parser of its own (a test's) reads with its own limits.
 */
export function readRosterFile(fileName: string, bytes: Uint8Array, workbooks?: WorkbookParser): Promise<Result<string[][], RouteFailure>> {
  if (workbooks === undefined) return readTableFile(fileName, bytes, ROSTER, sharedWorkbookParser(ROSTER_FILE_LIMITS));
  return readTableFile(fileName, bytes, { ...ROSTER, limits: workbooks.options.limits }, workbooks);
}
