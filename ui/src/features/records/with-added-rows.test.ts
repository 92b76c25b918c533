import { describe, expect, it } from 'vitest';
import { aRecordDiagnostic } from '@rafdesk/core/testing';
import { withAddedRows } from './with-added-rows.js';

describe('withAddedRows', () => {
  it('replaces every row of an added code by the reply\'s and keeps the server\'s order: code, then no date first, then date', () => {
    const shown = [
      aRecordDiagnostic({ code: 'E119' }),
      aRecordDiagnostic({ code: 'I10', serviceDate: '2026-02-01', active: false }),
      aRecordDiagnostic({ code: 'N184' }),
    ];
    const added = [
      aRecordDiagnostic({ code: 'I10', serviceDate: null }),
      aRecordDiagnostic({ code: 'I10', serviceDate: '2026-02-01', active: true }),
      aRecordDiagnostic({ code: 'F329' }),
    ];
    const rows = withAddedRows(shown, added);
    expect(rows.map((row) => `${row.code}|${row.serviceDate ?? ''}`)).toEqual(['E119|', 'F329|', 'I10|', 'I10|2026-02-01', 'N184|']);
    expect(rows.find((row) => row.serviceDate === '2026-02-01')?.active).toBe(true);
  });
});
