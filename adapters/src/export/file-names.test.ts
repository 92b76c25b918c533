import { describe, expect, it } from 'vitest';
import { diagnosticsReportTitle, safeFileName } from './file-names.js';

describe('safeFileName', () => {
  it('removes path separators, reserved and control characters and leading dots', () => {
    expect(safeFileName('../etc/passwd', 'xlsx')).toBe('etc passwd.xlsx');
    expect(safeFileName('Ana\u0007 <Doe>|\r\nx', 'pdf')).toBe('Ana Doe x.pdf');
  });

  it('never yields an empty or overlong name', () => {
    expect(safeFileName(' / ', 'xlsx')).toBe('Export.xlsx');
    expect(safeFileName('x'.repeat(400), 'xlsx')).toHaveLength(150 + '.xlsx'.length);
  });

  it('keeps accents and the spec title shape', () => {
    expect(safeFileName(diagnosticsReportTitle(' José Núñez '), 'xlsx')).toBe('José Núñez - Diagnostics Report.xlsx');
  });
});
