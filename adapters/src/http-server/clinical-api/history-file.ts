import { MAX_HISTORY_ROWS } from '@rafdesk/core';
import type { Result } from 'neverthrow';
import type { RouteFailure } from '../route-failure.js';
import { ROSTER_FILE_LIMITS } from './roster-file.js';
import { readTableFile, sharedWorkbookParser, type TableFileKind } from './table-file.js';

/**
 * What one imported history may cost the server: the roster's bounds but for its length. A history of the most lines
 * allowed (six short cells each, a payer's few extra columns beside them) inflates to about 10 MB and holds about
 * 1.2 million elements, within the roster's size and element limits.
 */
export const HISTORY_FILE_LIMITS = {
  inflatedBytes: ROSTER_FILE_LIMITS.inflatedBytes,
  xmlDepth: ROSTER_FILE_LIMITS.xmlDepth,
  xmlElements: ROSTER_FILE_LIMITS.xmlElements,
  rows: MAX_HISTORY_ROWS + 50,
  columns: ROSTER_FILE_LIMITS.columns,
  cellCharacters: ROSTER_FILE_LIMITS.cellCharacters,
} as const;

const HISTORY: TableFileKind = { noun: 'history', lineWord: 'diagnoses', maxLines: MAX_HISTORY_ROWS, limits: HISTORY_FILE_LIMITS };

/**
 * Reads an uploaded history of prior diagnoses into rows of cell texts by the roster's own reader (.csv, or the first
 * sheet of an .xlsx read in the same reading threads, under the same cap on workbooks read at once).
 */
export function readHistoryFile(fileName: string, bytes: Uint8Array): Promise<Result<string[][], RouteFailure>> {
  return readTableFile(fileName, bytes, HISTORY, sharedWorkbookParser(HISTORY_FILE_LIMITS));
}
