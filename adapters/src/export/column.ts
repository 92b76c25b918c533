import type { CellFormat, CellValue, ColumnSpec, SheetSpec } from '@rafdesk/core';

/** A column of an export: its header, how cells are shown, and how a row gives its cell. */
export interface Column<Row> {
  readonly header: string;
  readonly format: CellFormat;
  readonly width?: number;
  readonly value: (row: Row, index: number) => CellValue;
}

/** The row-number column every table sheet starts with (1-based). */
export function rowNumber<Row>(): Column<Row> {
  return { header: '#', format: 'integer', width: 6, value: (_row, index) => index + 1 };
}

/** Turns typed rows into a sheet of plain cells through its column definitions. */
export function sheetOf<Row>(name: string, columns: readonly Column<Row>[], rows: readonly Row[]): SheetSpec {
  const specs: ColumnSpec[] = columns.map(({ header, format, width }) => (width === undefined ? { header, format } : { header, format, width }));
  return { name, columns: specs, rows: rows.map((row, index) => columns.map((column) => column.value(row, index))) };
}

/** The calendar day of an ISO date or timestamp, as written (`2026-03-18T23:10:00-04:00` is 2026-03-18). */
export function calendarDay(text: string | null): string | null {
  return text === null ? null : text.slice(0, 10);
}
