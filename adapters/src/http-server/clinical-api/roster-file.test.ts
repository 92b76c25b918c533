import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipBombWorkbook } from '../testing/zip-bomb.js';
import { readRosterFile, ROSTER_FILE_LIMITS } from './roster-file.js';

const HEADING = ['Document ID', 'First Name', 'Last Name'];

async function workbookBytes(rows: readonly (readonly unknown[])[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Roster');
  for (const row of rows) sheet.addRow([...row]);
  workbook.addWorksheet('Other').addRow(['ignored']);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const errorsOf = (result: Awaited<ReturnType<typeof readRosterFile>>) => (result.isErr() && 'errors' in result.error ? result.error.errors : []);

describe('readRosterFile', () => {
  it('reads the first sheet of a workbook as it streams, dates as dates', async () => {
    const bytes = await workbookBytes([HEADING, ['1EG4TE5MK05', 'Juan', new Date(Date.UTC(1944, 6, 4))], [], ['2EG4TE5MK05', '  Ana ', 7875550119]]);
    const rows = await readRosterFile('Roster.XLSX', bytes);
    expect(rows._unsafeUnwrap()).toEqual([HEADING, ['1EG4TE5MK05', 'Juan', '1944-07-04'], [], ['2EG4TE5MK05', 'Ana', '7875550119']]);
  });

  it('refuses a workbook that inflates beyond the limit without inflating it whole, and quickly', async () => {
    const bomb = zipBombWorkbook(ROSTER_FILE_LIMITS.inflatedBytes * 8);
    expect(bomb.length).toBeLessThan(ROSTER_FILE_LIMITS.inflatedBytes / 16);
    const started = Date.now();
    const [first, second] = await Promise.all([readRosterFile('bomb.xlsx', bomb), readRosterFile('bomb.xlsx', bomb)]);
    expect(errorsOf(first)).toEqual([expect.stringMatching(/^file: The workbook expands to more than 32 MB/)]);
    expect(errorsOf(second)).toEqual(errorsOf(first));
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses too many rows, too many columns and a cell too long, naming the limit', async () => {
    const many = Array.from({ length: ROSTER_FILE_LIMITS.rows + 1 }, (_, index) => [`row ${index}`]);
    expect(errorsOf(await readRosterFile('r.xlsx', await workbookBytes(many)))).toEqual([expect.stringMatching(/more than 5050 rows; at most 5000 patients/)]);
    const wide = [Array.from({ length: ROSTER_FILE_LIMITS.columns + 1 }, (_, index) => `c${index}`)];
    expect(errorsOf(await readRosterFile('r.xlsx', await workbookBytes(wide)))).toEqual(['file: The roster has more than 64 columns']);
    const long = [HEADING, ['x'.repeat(ROSTER_FILE_LIMITS.cellCharacters + 1)]];
    expect(errorsOf(await readRosterFile('r.xlsx', await workbookBytes(long)))).toEqual(['file: line 2: a cell is longer than 1000 characters']);
    const csv = `${HEADING.join(',')}\n${'y'.repeat(ROSTER_FILE_LIMITS.cellCharacters + 1)},a,b\n`;
    expect(errorsOf(await readRosterFile('r.csv', Buffer.from(csv)))).toEqual(['file: line 2: a cell is longer than 1000 characters']);
  });

  it('refuses a zip that is no workbook and a damaged archive', async () => {
    const notBook = zipSync({ 'readme.txt': strToU8('hello') });
    expect(errorsOf(await readRosterFile('r.xlsx', notBook))).toEqual(['file: The workbook has no sheet']);
    const damaged = (await workbookBytes([HEADING])).slice(0, 400);
    expect(errorsOf(await readRosterFile('r.xlsx', damaged))).toEqual(['file: The .xlsx file cannot be read as a workbook']);
  });
});
