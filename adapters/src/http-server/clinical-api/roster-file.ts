import { MAX_ROSTER_ROWS, parseCsv } from '@rafdesk/core';
import { err, ok, type Result } from 'neverthrow';
import type { RouteFailure } from '../route-failure.js';
import type { WorkbookLimits, WorkbookRefusal } from './workbook-limits.js';
import { createWorkbookParser, type ParseOutcome, type WorkbookParser, type WorkbookParserOptions } from './workbook-parser.js';

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
  seconds: 20,
  /** Workbooks read at once (one per core), how many more may wait their turn, and each reading thread's heap. */
  threads: 2,
  waiting: 8,
  heapMb: 256,
} as const;

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const refused = (message: string): RouteFailure => ({ kind: 'Validation', errors: [`file: ${message}`] });

const SPLIT = 'split the roster into smaller files';
const TOO_MANY_ROWS = refused(`The roster has more than ${ROSTER_FILE_LIMITS.rows} rows; at most ${MAX_ROSTER_ROWS} patients may be imported from one file`);
const TOO_MANY_COLUMNS = refused(`The roster has more than ${ROSTER_FILE_LIMITS.columns} columns`);
const cellTooLong = (line: number) => refused(`line ${line}: a cell is longer than ${ROSTER_FILE_LIMITS.cellCharacters} characters`);
const UNREADABLE = refused('The .xlsx file cannot be read as a workbook');

function workbookRefusal(refusal: WorkbookRefusal, limits: WorkbookLimits): RouteFailure {
  switch (refusal.kind) {
    case 'tooBig': return refused(`The workbook expands to more than ${limits.inflatedBytes / 1024 / 1024} MB; ${SPLIT}`);
    case 'tooDeep': return refused(`The workbook nests its XML deeper than ${limits.xmlDepth} levels; a spreadsheet never does`);
    case 'tooManyElements': return refused(`The workbook holds more than ${limits.xmlElements} XML elements; ${SPLIT}`);
    case 'tooManyRows': return TOO_MANY_ROWS;
    case 'tooManyColumns': return TOO_MANY_COLUMNS;
    case 'cellTooLong': return cellTooLong(refusal.line);
    case 'noSheet': return refused('The workbook has no sheet');
    case 'unreadable': return UNREADABLE;
  }
}

/** The route's answer for what a parser made of a workbook, worded with that parser's limits. */
function parseOutcome(outcome: ParseOutcome, { limits, seconds, heapMb }: WorkbookParserOptions): Result<string[][], RouteFailure> {
  if ('rows' in outcome) return ok(outcome.rows);
  if ('refusal' in outcome) return err(workbookRefusal(outcome.refusal, limits));
  switch (outcome.failure) {
    case 'tooSlow': return err(refused(`The file took longer than ${seconds} seconds to read; ${SPLIT}`));
    case 'outOfMemory': return err(refused(`The workbook needs more than ${heapMb} MB of memory to read; ${SPLIT}`));
    // 429, not 503: the web app takes every 503 for maintenance.
    case 'busy': return err({ kind: 'TooManyRequests', retryAfterSeconds: seconds });
    case 'crashed': return err({ kind: 'Unexpected' });
  }
}

// One set of reading threads for the process, started with the first workbook.
let parser: WorkbookParser | null = null;
const workbookParser = () => (parser ??= createWorkbookParser({ limits: ROSTER_FILE_LIMITS, ...ROSTER_FILE_LIMITS }));

const isZip = (bytes: Uint8Array) => ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);

/** The first problem of a table of cells against the limits, or null: the same bounds for .csv and .xlsx. */
function tableProblem(rows: readonly (readonly string[])[]): RouteFailure | null {
  if (rows.filter((row) => row.some((cell) => cell !== '')).length > ROSTER_FILE_LIMITS.rows) return TOO_MANY_ROWS;
  for (const [index, row] of rows.entries()) {
    if (row.length > ROSTER_FILE_LIMITS.columns && row.slice(ROSTER_FILE_LIMITS.columns).some((cell) => cell !== '')) return TOO_MANY_COLUMNS;
    if (row.some((cell) => cell.length > ROSTER_FILE_LIMITS.cellCharacters)) return cellTooLong(index + 1);
  }
  return null;
}

function readCsv(bytes: Uint8Array): Result<string[][], RouteFailure> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return err(refused('The CSV file must be UTF-8 text'));
  }
  if (text.includes('\u0000')) return err(refused('The CSV file must be text'));
  const rows = parseCsv(text);
  const problem = tableProblem(rows);
  return problem === null ? ok(rows) : err(problem);
}

/**
 * Reads an uploaded roster into rows of cell texts: a .csv file (UTF-8, comma, semicolon or tab separated) or the
 * first sheet of an .xlsx workbook (dates as YYYY-MM-DD). The name must end in .csv or .xlsx and the content must
 * match it (an .xlsx is a zip archive, a .csv is not). Either is refused, never loaded whole, past
 * {@link ROSTER_FILE_LIMITS}; a workbook is read in a worker thread with its own heap, at most two at a time.
 */
export async function readRosterFile(fileName: string, bytes: Uint8Array, workbooks: WorkbookParser = workbookParser()): Promise<Result<string[][], RouteFailure>> {
  const name = fileName.trim().toLowerCase();
  if (name.endsWith('.xlsx')) return isZip(bytes) ? parseOutcome(await workbooks.parse(bytes), workbooks.options) : err(refused('The .xlsx file is not a workbook'));
  if (name.endsWith('.csv')) return isZip(bytes) ? err(refused('The .csv file holds a workbook: name it .xlsx')) : readCsv(bytes);
  return err(refused('The roster must be a .csv or .xlsx file'));
}
