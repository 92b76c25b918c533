import { describe, expect, it } from 'vitest';
import { loadRafEngine } from '@rafdesk/core';
import { aRecordDiagnostic } from '@rafdesk/core/testing';
import { asRecordDiagnostics, rowOfCode } from './calculator-rows.js';

describe('asRecordDiagnostics', () => {
  it('gives the calculator\'s Diagnostics Report the record\'s columns: V24 categories, specialty, provider, service date and source of a loaded code', async () => {
    const engine = (await loadRafEngine())._unsafeUnwrap();
    const saved = aRecordDiagnostic({ code: 'E1122', specialty: 'Nephrology', provider: 'Ana Rivera, MD', serviceDate: '2026-11-20', source: 'audio-only', treatment: 'ACE inhibitor' });
    const [loaded, pasted] = asRecordDiagnostics([rowOfCode(engine, 'E1122', 2026, null, saved), rowOfCode(engine, 'I10', 2026, null)]);
    expect(loaded).toMatchObject({ code: 'E1122', specialty: 'Nephrology', provider: 'Ana Rivera, MD', serviceDate: '2026-11-20', source: 'audio-only', treatment: 'ACE inhibitor' });
    expect(loaded?.v24Hcc1).toBe(18);
    expect(pasted).toMatchObject({ code: 'I10', specialty: null, provider: null, serviceDate: null, source: 'face-to-face' });
  });
});
