import { parseCsv } from '@rafdesk/core';
import { err, ok, type Result } from 'neverthrow';
import type { RouteFailure } from '../route-failure.js';
import type { WorkbookLimits, WorkbookRefusal } from './workbook-limits.js';
import { createWorkbookParser, type ParseOutcome, type WorkbookParser, type WorkbookParserOptions } from './workbook-parser.js';

/** The reading threads' bounds, shared by every kind of uploaded table: one pool serves the roster and the history. */
export const TABLE_READING = {
  seconds: 20,
  /** Workbooks read at once (one per core), how many more may wait their turn, and each reading thread's heap. */
  threads: 2,
  waiting: 8,
  heapMb: 256,
} as const;

/** One kind of uploaded table: what it is called in refusals, how many lines it may import, and its reading limits. */
export interface TableFileKind {
  /** "roster", "history": "The roster must be a .csv or .xlsx file". */
  readonly noun: string;
  /** "patients", "diagnoses": "at most 5000 patients may be imported from one file". */
  readonly lineWord: string;
  readonly maxLines: number;
  readonly limits: WorkbookLimits;
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const refused = (message: string): RouteFailure => ({ kind: 'Validation', errors: [`file: ${message}`] });

const split = (kind: TableFileKind) => `split the ${kind.noun} into smaller files`;
const tooManyRows = (kind: TableFileKind) => refused(`The ${kind.noun} has more than ${kind.limits.rows} rows; at most ${kind.maxLines} ${kind.lineWord} may be imported from one file`);
const tooManyColumns = (kind: TableFileKind) => refused(`The ${kind.noun} has more than ${kind.limits.columns} columns`);
const cellTooLong = (kind: TableFileKind, line: number) => refused(`line ${line}: a cell is longer than ${kind.limits.cellCharacters} characters`);

function workbookRefusal(refusal: WorkbookRefusal, kind: TableFileKind): RouteFailure {
  const { limits } = kind;
  switch (refusal.kind) {
    case 'tooBig': return refused(`The workbook expands to more than ${limits.inflatedBytes / 1024 / 1024} MB; ${split(kind)}`);
    case 'tooDeep': return refused(`The workbook nests its XML deeper than ${limits.xmlDepth} levels; a spreadsheet never does`);
    case 'tooManyElements': return refused(`The workbook holds more than ${limits.xmlElements} XML elements; ${split(kind)}`);
    case 'tooManyRows': return tooManyRows(kind);
    case 'tooManyColumns': return tooManyColumns(kind);
    case 'cellTooLong': return cellTooLong(kind, refusal.line);
    case 'noSheet': return refused('The workbook has no sheet');
    case 'unreadable': return refused('The .xlsx file cannot be read as a workbook');
  }
}

/** The route's answer for what a parser made of a workbook, worded with that parser's limits. */
function parseOutcome(outcome: ParseOutcome, kind: TableFileKind, { seconds, heapMb }: WorkbookParserOptions): Result<string[][], RouteFailure> {
  if ('rows' in outcome) return ok(outcome.rows);
  if ('refusal' in outcome) return err(workbookRefusal(outcome.refusal, kind));
  switch (outcome.failure) {
    case 'tooSlow': return err(refused(`The file took longer than ${seconds} seconds to read; ${split(kind)}`));
    case 'outOfMemory': return err(refused(`The workbook needs more than ${heapMb} MB of memory to read; ${split(kind)}`));
    // 429, not 503: the web app takes every 503 for maintenance.
    case 'busy': return err({ kind: 'TooManyRequests', retryAfterSeconds: seconds });
    case 'crashed': return err({ kind: 'Unexpected' });
  }
}

/** The first problem of a table of cells against the limits, or null: the same bounds for .csv and .xlsx. */
function tableProblem(rows: readonly (readonly string[])[], kind: TableFileKind): RouteFailure | null {
  const { limits } = kind;
  if (rows.filter((row) => row.some((cell) => cell !== '')).length > limits.rows) return tooManyRows(kind);
  for (const [index, row] of rows.entries()) {
    if (row.length > limits.columns && row.slice(limits.columns).some((cell) => cell !== '')) return tooManyColumns(kind);
    if (row.some((cell) => cell.length > limits.cellCharacters)) return cellTooLong(kind, index + 1);
  }
  return null;
}

function readCsv(bytes: Uint8Array, kind: TableFileKind): Result<string[][], RouteFailure> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return err(refused('The CSV file must be UTF-8 text'));
  }
  if (text.includes('\u0000')) return err(refused('The CSV file must be text'));
  const rows = parseCsv(text);
  const problem = tableProblem(rows, kind);
  return problem === null ? ok(rows) : err(problem);
}

const isZip = (bytes: Uint8Array) => ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);

/**
 * Reads an uploaded table into rows of cell texts: a .csv file (UTF-8, comma, semicolon or tab separated) or the first
 * sheet of an .xlsx workbook (dates as YYYY-MM-DD). The name must end in .csv or .xlsx and the content must match it
 * (an .xlsx is a zip archive, a .csv is not). Either is refused, never loaded whole, past the kind's limits; a
 * workbook is read in a worker thread with its own heap, by the parser given (one pool for the process).
 */
export async function readTableFile(fileName: string, bytes: Uint8Array, kind: TableFileKind, workbooks: WorkbookParser): Promise<Result<string[][], RouteFailure>> {
  const name = fileName.trim().toLowerCase();
  if (name.endsWith('.xlsx')) return isZip(bytes) ? parseOutcome(await workbooks.parse(bytes, kind.limits), kind, workbooks.options) : err(refused('The .xlsx file is not a workbook'));
  if (name.endsWith('.csv')) return isZip(bytes) ? err(refused('The .csv file holds a workbook: name it .xlsx')) : readCsv(bytes, kind);
  return err(refused(`The ${kind.noun} must be a .csv or .xlsx file`));
}

// One set of reading threads for the process, started with the first workbook of any kind: the cap on workbooks read
// at once holds for rosters and histories together.
let parser: WorkbookParser | null = null;

/** The process's reading threads; `limits` are the first kind's, each parse passes its own. */
export const sharedWorkbookParser = (limits: WorkbookLimits): WorkbookParser => (parser ??= createWorkbookParser({ limits, ...TABLE_READING }));
