import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { MAX_HISTORY_ROWS } from '@rafdesk/core';
import { HISTORY_FILE_LIMITS, readHistoryFile } from './history-file.js';

const errorsOf = (result: Awaited<ReturnType<typeof readHistoryFile>>) => (result.isErr() && 'errors' in result.error ? result.error.errors : []);

describe('readHistoryFile', () => {
  it('reads a history of the most lines allowed by the roster\'s reader, and words its refusals as a history\'s', async () => {
    const line = 'HX-1,E11.9,2025-01-10,claim';
    const allowed = ['Contract,Code,DOS,Source', ...Array.from({ length: MAX_HISTORY_ROWS }, () => line)].join('\n');
    expect((await readHistoryFile('h.csv', Buffer.from(allowed)))._unsafeUnwrap()).toHaveLength(MAX_HISTORY_ROWS + 1);
    const over = [allowed, ...Array.from({ length: 50 }, () => line)].join('\n');
    expect(errorsOf(await readHistoryFile('h.csv', Buffer.from(over)))).toEqual([`file: The history has more than ${HISTORY_FILE_LIMITS.rows} rows; at most ${MAX_HISTORY_ROWS} diagnoses may be imported from one file`]);
    expect(errorsOf(await readHistoryFile('h.pdf', Buffer.from(line)))).toEqual(['file: The history must be a .csv or .xlsx file']);
  });

  it('reads the first sheet of a workbook in the reading threads, dates as dates', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Claims').addRow(['HX-1', 'E11.9', new Date(Date.UTC(2025, 0, 10)), 'claim']);
    const rows = await readHistoryFile('h.xlsx', new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(rows._unsafeUnwrap()).toEqual([['HX-1', 'E11.9', '2025-01-10', 'claim']]);
  });
});
