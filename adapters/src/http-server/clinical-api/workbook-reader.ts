import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { measureArchive } from './measure-archive.js';
import type { WorkbookAnswer, WorkbookLimits, WorkbookRefusal } from './workbook-limits.js';

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

const refused = (refusal: WorkbookRefusal): WorkbookAnswer => ({ refusal });

/** Reads the rows of the workbook's first sheet as they stream out of the archive, stopping at the first limit crossed. */
async function streamFirstSheet(bytes: Uint8Array, limits: WorkbookLimits): Promise<WorkbookAnswer> {
  const input = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
  // Styles are read so that cells formatted as dates come out as dates; shared strings are bounded by the inflated size.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' });
  const rows: string[][] = [];
  let filled = 0;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const cells: string[] = [];
        let problem: WorkbookAnswer | null = null;
        row.eachCell({ includeEmpty: false }, (cell, column) => {
          const text = cellText(cell.value).trim();
          if (text === '') return;
          if (column > limits.columns) problem ??= refused({ kind: 'tooManyColumns' });
          else if (text.length > limits.cellCharacters) problem ??= refused({ kind: 'cellTooLong', line: row.number });
          else cells[column - 1] = text;
        });
        if (problem !== null) return problem;
        if (cells.length === 0) continue;
        filled += 1;
        if (filled > limits.rows || row.number > 1_048_576) return refused({ kind: 'tooManyRows' });
        rows[row.number - 1] = Array.from(cells, (cell) => cell ?? '');
      }
      // Only the first sheet is a roster; the others are never parsed.
      return { rows: Array.from(rows, (row) => row ?? []) };
    }
    return refused({ kind: 'noSheet' });
  } catch {
    return refused({ kind: 'unreadable' });
  } finally {
    input.destroy();
  }
}

/**
 * Reads the first sheet of an .xlsx workbook into rows of cell texts (dates as YYYY-MM-DD). Before any of it is
 * parsed, the whole archive is inflated into nothing while its size, nesting and elements are measured, so that
 * a zip bomb or deeply nested XML is refused before the reader would hold it. Runs in a worker thread: time and
 * memory are bounded by the thread ({@link createWorkbookParser}).
 */
export async function readWorkbook(bytes: Uint8Array, limits: WorkbookLimits): Promise<WorkbookAnswer> {
  const shape = measureArchive(bytes, limits);
  switch (shape) {
    case 'within': return streamFirstSheet(bytes, limits);
    case 'beyond': return refused({ kind: 'tooBig' });
    case 'tooDeep':
    case 'tooManyElements':
    case 'unreadable': return refused({ kind: shape });
  }
}
