import ExcelJS from 'exceljs';
import { canonicalColumn } from './csv-row.js';

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  if (typeof value === 'object' && 'result' in value) return String(value.result ?? '');
  return String(value);
};

/**
 * The first worksheet of an .xlsx file as JSON Lines for `rafdesk score`: the first row names the columns
 * (matched like a CSV header), each later row is one beneficiary (an empty row keeps its line and its
 * error record, so no line is lost). Cells are read as text, as CSV cells are.
 */
export async function readWorkbookAsJsonLines(path: string): Promise<{ ok: true; lines: AsyncIterable<Uint8Array> } | { ok: false; message: string }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.readFile(path);
  } catch (error) {
    return { ok: false, message: `input: not a readable .xlsx workbook (${(error as Error).message})` };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.rowCount === 0) return { ok: false, message: 'input: the workbook has no rows' };
  const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map((value) => canonicalColumn(cellText(value)));
  const lines: string[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const record: Record<string, string> = {};
    header.forEach((name, i) => (record[name] = cellText(row.getCell(i + 1).value).trim()));
    lines.push(`${JSON.stringify(record)}\n`);
  }
  const bytes = new Uint8Array(Buffer.from(lines.join('')));
  return { ok: true, lines: (async function* () { yield bytes; })() };
}
