import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { emptyRowsWorkbook, nestedXmlWorkbook, zipBombWorkbook } from '../testing/zip-bomb.js';
import { readRosterFile, ROSTER_FILE_LIMITS } from './roster-file.js';
import { createWorkbookParser, type WorkbookParserOptions } from './workbook-parser.js';

const HEADING = ['Document ID', 'First Name', 'Last Name'];

async function workbookBytes(rows: readonly (readonly unknown[])[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Roster');
  for (const row of rows) sheet.addRow([...row]);
  workbook.addWorksheet('Other').addRow(['ignored']);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const errorsOf = (result: Awaited<ReturnType<typeof readRosterFile>>) => (result.isErr() && 'errors' in result.error ? result.error.errors : []);

/** A parser of its own with some limits changed, closed after the test. */
async function withParser(changes: Omit<Partial<WorkbookParserOptions>, 'limits'> & { limits?: Partial<WorkbookParserOptions['limits']> }, use: (read: (bytes: Uint8Array) => ReturnType<typeof readRosterFile>) => Promise<void>) {
  const parser = createWorkbookParser({ ...ROSTER_FILE_LIMITS, ...changes, limits: { ...ROSTER_FILE_LIMITS, ...changes.limits } });
  try {
    await use((bytes) => readRosterFile('r.xlsx', bytes, parser));
  } finally {
    await parser.close();
  }
}

describe('readRosterFile', () => {
  it('reads the first sheet of a workbook as it streams, dates as dates', async () => {
    const bytes = await workbookBytes([HEADING, ['1EG4TE5MK05', 'Juan', new Date(Date.UTC(1944, 6, 4))], [], ['2EG4TE5MK05', '  Ana ', 7875550119]]);
    const rows = await readRosterFile('Roster.XLSX', bytes);
    // The refusal itself when there is one: a failed run then says why (one failed on CI without it).
    expect(rows.isOk() ? rows.value : rows.error).toEqual([HEADING, ['1EG4TE5MK05', 'Juan', '1944-07-04'], [], ['2EG4TE5MK05', 'Ana', '7875550119']]);
  });

  it('refuses a workbook that inflates beyond the limit without inflating it whole, and quickly', async () => {
    const bomb = zipBombWorkbook(ROSTER_FILE_LIMITS.inflatedBytes * 2);
    expect(bomb.length).toBeLessThan(ROSTER_FILE_LIMITS.inflatedBytes / 16);
    const started = Date.now();
    const [first, second] = await Promise.all([readRosterFile('bomb.xlsx', bomb), readRosterFile('bomb.xlsx', bomb)]);
    expect(errorsOf(first)).toEqual([expect.stringMatching(/^file: The workbook expands to more than 32 MB/)]);
    expect(errorsOf(second)).toEqual(errorsOf(first));
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses XML nested deeper than the limit at once, eight at a time, though it is small and within the size', async () => {
    const bomb = nestedXmlWorkbook(2_000_000);
    expect(bomb.length).toBeLessThan(20_000);
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 8 }, () => readRosterFile('nested.xlsx', bomb)));
    for (const answer of answers) expect(errorsOf(answer)).toEqual(['file: The workbook nests its XML deeper than 64 levels; a spreadsheet never does']);
    expect(Date.now() - started).toBeLessThan(10_000);
    const shallow = nestedXmlWorkbook(ROSTER_FILE_LIMITS.xmlDepth - 6);
    expect((await readRosterFile('shallow.xlsx', shallow)).isOk()).toBe(true);
  });

  it('refuses a workbook of more XML elements than the limit', async () => {
    await withParser({ limits: { xmlElements: 1000 } }, async (read) => {
      expect(errorsOf(await read(emptyRowsWorkbook(900)))).toEqual([]);
      expect(errorsOf(await read(emptyRowsWorkbook(1000)))).toEqual([expect.stringMatching(/^file: The workbook holds more than 1000 XML elements/)]);
    });
  });

  it('answers a clear refusal when a reading thread runs out of its memory or time, and reads the next workbook', async () => {
    const small = await workbookBytes([HEADING, ['1EG4TE5MK05', 'Juan', 'Perez']]);
    await withParser({ heapMb: 24 }, async (read) => {
      expect(errorsOf(await read(zipBombWorkbook(30 * 1024 * 1024)))).toEqual(['file: The workbook needs more than 24 MB of memory to read; split the roster into smaller files']);
      expect((await read(small))._unsafeUnwrap()).toEqual([HEADING, ['1EG4TE5MK05', 'Juan', 'Perez']]);
    });
    await withParser({ seconds: 0.001 }, async (read) => {
      expect(errorsOf(await read(small))).toEqual([expect.stringMatching(/^file: The file took longer than 0.001 seconds to read/)]);
    });
  });

  it('lets a set number of workbooks wait their turn and answers 429 beyond it', async () => {
    const small = await workbookBytes([HEADING]);
    await withParser({ threads: 1, waiting: 1 }, async (read) => {
      const [first, second, third] = await Promise.all([read(small), read(small), read(small)]);
      expect(first.isOk() && second.isOk()).toBe(true);
      expect(third._unsafeUnwrapErr()).toEqual({ kind: 'TooManyRequests', retryAfterSeconds: ROSTER_FILE_LIMITS.seconds });
    });
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
