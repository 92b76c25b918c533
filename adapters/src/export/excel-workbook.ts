import ExcelJS from 'exceljs';
import { err, ok, type Result } from 'neverthrow';
import type { CellFormat, CellValue, ColumnSpec, SheetSpec, WorkbookSpec } from '@rafdesk/core';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const NUMBER_FORMATS: Partial<Record<CellFormat, string>> = {
  integer: '0',
  decimal: '0.00',
  percent: '0.00%',
  money: '"$"#,##0.00;-"$"#,##0.00',
  date: 'mm/dd/yyyy',
};
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const FORBIDDEN_IN_SHEET_NAME = /[[\]:*?/\\]/;

/** Why Excel could not hold these sheets, or null when every name is acceptable. */
export function sheetNameProblem(sheets: readonly SheetSpec[]): string | null {
  const seen = new Set<string>();
  for (const { name } of sheets) {
    if (name.trim() === '' || name.length > 31) return `sheet name "${name}" must have 1 to 31 characters`;
    if (FORBIDDEN_IN_SHEET_NAME.test(name) || name.startsWith("'") || name.endsWith("'")) return `sheet name "${name}" has a character Excel refuses`;
    if (seen.has(name.toLowerCase())) return `sheet name "${name}" is used twice`;
    seen.add(name.toLowerCase());
  }
  return sheets.length === 0 ? 'a workbook needs at least one sheet' : null;
}

// Often enough for a bar to move smoothly on a list of thousands, rarely enough to cost nothing.
const PROGRESS_EVERY_ROWS = 500;

/**
 * The .xlsx bytes of a workbook: a bold, frozen, filterable header row per sheet and typed cells below it. `onProgress`
 * hears the rows as they are added, then once with every row when the file is complete (compressing it takes the rest).
 */
export async function writeWorkbook(spec: WorkbookSpec): Promise<Result<Uint8Array, string>> {
  const problem = sheetNameProblem(spec.sheets);
  if (problem !== null) return err(problem);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'RAFdesk';
  workbook.title = spec.title;
  const of = spec.sheets.reduce((total, sheet) => total + sheet.rows.length, 0);
  let rows = 0;
  const added = () => {
    rows += 1;
    if (rows % PROGRESS_EVERY_ROWS === 0) spec.onProgress?.({ rows, of });
  };
  for (const sheet of spec.sheets) addSheet(workbook, sheet, added);
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  spec.onProgress?.({ rows: of, of });
  return ok(bytes);
}

function addSheet(workbook: ExcelJS.Workbook, spec: SheetSpec, added: () => void): void {
  const sheet = workbook.addWorksheet(spec.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map((column) => ({
    header: column.header,
    width: column.width ?? Math.max(10, column.header.length + 2),
    style: NUMBER_FORMATS[column.format] === undefined ? {} : { numFmt: NUMBER_FORMATS[column.format] },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of spec.rows) {
    sheet.addRow(spec.columns.map((column, index) => cellOf(column, row[index] ?? null)));
    added();
  }
  if (spec.columns.length > 0) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: spec.columns.length } };
}

function cellOf(column: ColumnSpec, value: CellValue): ExcelJS.CellValue {
  if (value === null) return null;
  switch (column.format) {
    case 'yes-no':
      return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);
    case 'date':
      return typeof value === 'string' ? (utcDay(value) ?? value) : value;
    case 'text':
      return String(value);
    case 'integer':
    case 'decimal':
    case 'percent':
    case 'money':
      return typeof value === 'number' && Number.isFinite(value) ? value : String(value);
  }
}

// Excel serial dates carry no zone; a UTC midnight reads back as the same calendar day everywhere.
function utcDay(text: string): Date | null {
  const match = ISO_DAY.exec(text);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}
