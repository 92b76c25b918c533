import { describe, expect, it } from 'vitest';
import { aRecordDiagnostic } from '@rafdesk/core/testing';
import { diagnosticLines, rowKeys } from './diagnostic-lines.js';

const state = { patientActive: true, busy: false, mayToggle: true };

describe('diagnosticLines', () => {
  it('says why two rows of one code differ (service date and source) and says nothing for a code listed once', () => {
    const rows = [
      aRecordDiagnostic({ code: 'E03.9', serviceDate: '2026-11-20', source: 'audio-only' }),
      aRecordDiagnostic({ code: 'I10' }),
      aRecordDiagnostic({ code: 'E03.9', serviceDate: '2026-03-02' }),
    ];
    const lines = diagnosticLines(rows, rowKeys(rows), state);
    expect(lines.map((line) => line.distinguishedBy)).toEqual(['DOS 11/20/2026 · Audio-only', null, 'DOS 03/02/2026 · Face-to-face visit']);
  });
});
