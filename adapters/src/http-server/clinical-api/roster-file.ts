import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { MAX_ROSTER_ROWS, parseCsv } from '@rafdesk/core';
import { err, ok, type Result } from 'neverthrow';
import type { RouteFailure } from '../route-failure.js';
import { measureInflatedSize } from './zip-inflated-size.js';

/**
 * What one roster file may cost the server. A roster of the largest size allowed inflates to a few megabytes, so
 * these leave room for any real file while a zip bomb (megabytes that inflate to gigabytes) is refused after
 * inflating no more than the limit, and never held in memory.
 */
export const ROSTER_FILE_LIMITS = {
  inflatedBytes: 32 * 1024 * 1024,
  /** The heading and the patients the import accepts, plus room for a few notes above or below them. */
  rows: MAX_ROSTER_ROWS + 50,
  columns: 64,
  cellCharacters: 1000,
  seconds: 20,
} as const;

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const refused = (message: string): RouteFailure => ({ kind: 'Validation', errors: [`file: ${message}`] });

const TOO_BIG = refused(`The workbook expands to more than ${ROSTER_FILE_LIMITS.inflatedBytes / 1024 / 1024} MB; split the roster into smaller files`);
const TOO_SLOW = refused(`The file took longer than ${ROSTER_FILE_LIMITS.seconds} seconds to read; split the roster into smaller files`);
const TOO_MANY_ROWS = refused(`The roster has more than ${ROSTER_FILE_LIMITS.rows} rows; at most ${MAX_ROSTER_ROWS} patients may be imported from one file`);
const TOO_MANY_COLUMNS = refused(`The roster has more than ${ROSTER_FILE_LIMITS.columns} columns`);
const cellTooLong = (line: number) => refused(`line ${line}: a cell is longer than ${ROSTER_FILE_LIMITS.cellCharacters} characters`);
const UNREADABLE = refused('The .xlsx file cannot be read as a workbook');

const isZip = (bytes: Uint8Array) => ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDate(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return 'result' in value && value.result !== undefined ? cellText(value.result as ExcelJS.CellValue) : '';
  if ('text' in value) return typeof value.text === 'string' ? value.text : '';
  return '';
}

/** The first problem of a table of cells against the limits, or null: the same bounds for .csv and .xlsx. */
function tableProblem(rows: readonly (readonly string[])[]): RouteFailure | null {
  if (rows.filter((row) => row.some((cell) => cell !== '')).length > ROSTER_FILE_LIMITS.rows) return TOO_MANY_ROWS;
  for (const [index, row] of rows.entries()) {
    if (row.length > ROSTER_FILE_LIMITS.columns && row.slice(ROSTER_FILE_LIMITS.columns).some((cell) => cell !== '')) return TOO_MANY_COLUMNS;
    if (row.some((cell) => cell.length > ROSTER_FILE_LIMITS.cellCharacters)) return cellTooLong(index + 1);
  }
  return null;
}

/** Reads the rows of the workbook's first sheet as they stream out of the archive, stopping at the first limit crossed. */
async function streamFirstSheet(bytes: Uint8Array, deadline: number): Promise<Result<string[][], RouteFailure>> {
  const input = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
  // Styles are read so that cells formatted as dates come out as dates; shared strings are bounded by the inflated size.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' });
  const rows: string[][] = [];
  let filled = 0;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        if (Date.now() > deadline) return err(TOO_SLOW);
        const cells: string[] = [];
        let problem: RouteFailure | null = null;
        row.eachCell({ includeEmpty: false }, (cell, column) => {
          const text = cellText(cell.value).trim();
          if (text === '') return;
          if (column > ROSTER_FILE_LIMITS.columns) problem ??= TOO_MANY_COLUMNS;
          else if (text.length > ROSTER_FILE_LIMITS.cellCharacters) problem ??= cellTooLong(row.number);
          else cells[column - 1] = text;
        });
        if (problem !== null) return err(problem);
        if (cells.length === 0) continue;
        filled += 1;
        if (filled > ROSTER_FILE_LIMITS.rows || row.number > 1_048_576) return err(TOO_MANY_ROWS);
        rows[row.number - 1] = Array.from(cells, (cell) => cell ?? '');
      }
      // Only the first sheet is a roster; the others are never parsed.
      return ok(Array.from(rows, (row) => row ?? []));
    }
    return err(refused('The workbook has no sheet'));
  } catch {
    return err(UNREADABLE);
  } finally {
    input.destroy();
  }
}

async function readWorkbook(bytes: Uint8Array): Promise<Result<string[][], RouteFailure>> {
  const deadline = Date.now() + ROSTER_FILE_LIMITS.seconds * 1000;
  const size = await measureInflatedSize(bytes, ROSTER_FILE_LIMITS.inflatedBytes, deadline);
  if (size === 'beyond') return err(TOO_BIG);
  if (size === 'timeout') return err(TOO_SLOW);
  if (size === 'unreadable') return err(UNREADABLE);
  return streamFirstSheet(bytes, deadline);
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
 * {@link ROSTER_FILE_LIMITS}.
 */
export async function readRosterFile(fileName: string, bytes: Uint8Array): Promise<Result<string[][], RouteFailure>> {
  const name = fileName.trim().toLowerCase();
  if (name.endsWith('.xlsx')) return isZip(bytes) ? readWorkbook(bytes) : err(refused('The .xlsx file is not a workbook'));
  if (name.endsWith('.csv')) return isZip(bytes) ? err(refused('The .csv file holds a workbook: name it .xlsx')) : readCsv(bytes);
  return err(refused('The roster must be a .csv or .xlsx file'));
}
