import ExcelJS from 'exceljs';
import { parseCsv } from '@rafdesk/core';
import { err, ok, type Result } from 'neverthrow';
import type { ApiError } from '../api-error.js';

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const refused = (message: string): ApiError => ({ kind: 'Validation', errors: [`file: ${message}`] });

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

async function readWorkbook(bytes: Uint8Array): Promise<Result<string[][], ApiError>> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    return err(refused('The .xlsx file cannot be read as a workbook'));
  }
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) return err(refused('The workbook has no sheet'));
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value).trim();
    });
    rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return ok(Array.from(rows, (row) => row ?? []));
}

function readCsv(bytes: Uint8Array): Result<string[][], ApiError> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return err(refused('The CSV file must be UTF-8 text'));
  }
  if (text.includes('\u0000')) return err(refused('The CSV file must be text'));
  return ok(parseCsv(text));
}

/**
 * Reads an uploaded roster into rows of cell texts: a .csv file (UTF-8, comma, semicolon or tab separated) or the
 * first sheet of an .xlsx workbook (dates as YYYY-MM-DD). The name must end in .csv or .xlsx and the content must
 * match it (an .xlsx is a zip archive, a .csv is not).
 */
export async function readRosterFile(fileName: string, bytes: Uint8Array): Promise<Result<string[][], ApiError>> {
  const name = fileName.trim().toLowerCase();
  if (name.endsWith('.xlsx')) return isZip(bytes) ? readWorkbook(bytes) : err(refused('The .xlsx file is not a workbook'));
  if (name.endsWith('.csv')) return isZip(bytes) ? err(refused('The .csv file holds a workbook: name it .xlsx')) : readCsv(bytes);
  return err(refused('The roster must be a .csv or .xlsx file'));
}
