import { describe, expect, it } from 'vitest';
import type { PatientGap, RecaptureCurveView, WorklistRow } from '@rafdesk/core';
import { gapLine, historyLine, orderedGaps } from './gap-lines.js';
import { decidedText } from './use-gap-decisions.js';
import { outcomeOf } from './use-history-import.js';
import { worklistWorkbook } from './worklist-export.js';
import { daysLeftText } from './worklist-words.js';
import { seriesOf } from './recapture-curve-panel.js';
import { curveText } from './recapture-curve-view.js';

const aGap = (patch: Partial<PatientGap> = {}): PatientGap => ({
  key: '2026:recapture:HCC37', kind: 'recapture', paymentYear: 2026, model: 'V28', hcc: 'HCC37', hccLabel: 'Diabetes with Chronic Complications',
  coverage: 'open', addressedBy: null, closingCodes: ['E11.22'], valueCode: 'E11.22', documentation: 'Diabetes with its kidney disease.',
  evidence: [{ source: 'record-diagnosis', date: '2025-03-14', text: 'E11.22 coded', code: 'E11.22', value: null, ruleId: null, identity: 'diagnosis:E11.22' }],
  evidenceKey: 'diagnosis:E11.22', rules: [],
  standing: { state: 'open', reason: null, reasonText: null, code: null, changedAt: null, changedBy: null },
  worth: { code: 'E11.22', without: 1.2, with: 1.366, raf: 0.166, annualBudget: 1843.2, netSurplus: 700, factorStatus: 'final', modelLabel: 'V28 2026' },
  history: [], ...patch,
});
const ALL = { document: true, dispose: true };

describe('a gap as the lists show it', () => {
  it('offers what core\'s disposition machine allows from the gap\'s state', () => {
    expect(gapLine(aGap(), ALL, false).actions).toEqual({ document: true, notPresent: true, defer: true, reopen: false });
    const deferred = aGap({ standing: { ...aGap().standing, state: 'deferred' } });
    expect(gapLine(deferred, ALL, false).actions).toEqual({ document: true, notPresent: true, defer: false, reopen: true });
    const documented = aGap({ coverage: 'closed', standing: { ...aGap().standing, state: 'documented', code: 'E11.22' } });
    expect(gapLine(documented, ALL, false).actions).toEqual({ document: false, notPresent: false, defer: false, reopen: false });
  });

  it('offers nothing to decide to a reader, and no documenting where the screen cannot add codes', () => {
    expect(gapLine(aGap(), { document: false, dispose: false }, false).actions).toEqual({ document: false, notPresent: false, defer: false, reopen: false });
  });

  it('says its worth with the dollars and the factor status, and why it is not present with the words given', () => {
    const line = gapLine(aGap({ standing: { ...aGap().standing, state: 'not-present', reason: 'other', reasonText: 'Seen by nephrology: no CKD' } }), ALL, false);
    expect(line.value).toBe('+0.166 RAF, $1,843 a year, factors final');
    expect(line.reason).toBe('Not present: Other (Seen by nephrology: no CKD)');
    expect(line.evidence).toEqual([{ key: 'diagnosis:E11.22-0', source: 'Coded diagnosis', date: '03/14/2025', text: 'E11.22 coded' }]);
    expect(gapLine(aGap({ worth: { ...aGap().worth!, annualBudget: null } }), ALL, false).value).toBe('+0.166 RAF, no agreement to price it, factors final');
    expect(gapLine(aGap({ coverage: 'partly-addressed', addressedBy: { hcc: 'HCC38', label: 'Diabetes', codes: ['E11.9'] } }), ALL, false).coverage)
      .toBe('Partly addressed by HCC38 (E11.9): the higher HCC is still open');
  });

  it('tells each change of its history, the portal\'s own changes as coding\'s', () => {
    const person = historyLine({ at: '2026-11-20T15:10:00.000Z', userId: 4, userName: 'Ana Rivera', from: 'open', to: 'not-present', event: 'user.notPresent', reason: 'ruled-out', reasonText: null, code: null, countedAsDelete: false }, 0);
    expect({ who: person.who, change: person.change, detail: person.detail }).toEqual({ who: 'Ana Rivera', change: 'Open → Not present', detail: 'Ruled out' });
    const coding = historyLine({ at: '2026-11-21T10:00:00.000Z', userId: null, userName: null, from: 'not-present', to: 'documented', event: 'coding.documented', reason: null, reasonText: null, code: 'E11.22', countedAsDelete: false }, 1);
    expect({ who: coding.who, detail: coding.detail }).toEqual({ who: 'RAFdesk (coding)', detail: 'by E11.22' });
  });

  it('lists the gaps still to do first, by worth, then the decided ones', () => {
    const small = aGap({ key: 'small', worth: { ...aGap().worth!, raf: 0.05 } });
    const decided = aGap({ key: 'decided', standing: { ...aGap().standing, state: 'not-present', reason: 'resolved' } });
    const big = aGap({ key: 'big', worth: { ...aGap().worth!, raf: 0.4 } });
    expect(orderedGaps([small, decided, big]).map((gap) => gap.key)).toEqual(['big', 'small', 'decided']);
  });

  it('says each decision in words for the success message', () => {
    expect(decidedText(aGap(), { type: 'not-present', reason: 'resolved', reasonText: null })).toBe('HCC37 Diabetes with Chronic Complications is marked not present');
    expect(decidedText(aGap(), { type: 'defer' })).toBe('HCC37 Diabetes with Chronic Complications is deferred to the next visit');
    expect(daysLeftText({ semester: 1, year: 29 })).toBe('1 day left in this semester and 29 days in the year for this year\'s dates of service.');
  });
});

describe('the worklist export', () => {
  it('writes one line per gap of every patient, in the worklist\'s order', () => {
    const patient = { patientId: 1, recordId: 11, patientName: 'Rosa Vega', dateOfBirth: '1948-06-14', contractNumber: 'CA1', doctorId: 4, doctorName: 'Ana Rivera', insuranceId: 1, insuranceName: 'Caribe' };
    const row: WorklistRow = { patient, paymentYear: 2026, openWorth: { raf: 0.166, annualBudget: 1843.2, netSurplus: 700, factorStatus: 'final', gaps: 2 }, gaps: [aGap(), aGap({ key: 'b', kind: 'suspect', hcc: 'HCC48' })], daysLeft: { semester: 29, year: 29 } };
    const sheet = worklistWorkbook([row]).sheets[0]!;
    expect(sheet.name).toBe('Gap Worklist');
    expect(sheet.rows.map((line) => [line[0], line[5], line[6], line[8], line[11], line[14]])).toEqual([
      ['Rosa Vega', 'Recapture', 'HCC37', 'Open', 0.166, 'Coded diagnosis 2025-03-14: E11.22 coded'],
      ['Rosa Vega', 'Suspect', 'HCC48', 'Open', 0.166, 'Coded diagnosis 2025-03-14: E11.22 coded'],
    ]);
  });
});

describe('the recapture curve', () => {
  it('draws this year against last and says the last month of each in words', () => {
    const point = (month: number, documented: number) => ({ month, documented, of: 10, share: documented / 10 });
    const curve: RecaptureCurveView = { doctorId: null, serviceYear: 2026, paymentYear: 2027, thisYear: [point(1, 2), point(2, 5)], lastYear: [point(1, 1), point(2, 3)] };
    const series = seriesOf(curve, 'Practice', '#1d4ed8');
    expect(series.map((line) => [line.label, line.shares, line.counts, line.dashed])).toEqual([
      ['Practice 2026', [0.2, 0.5], ['2 of 10', '5 of 10'], false], ['Practice 2025', [0.1, 0.3], ['1 of 10', '3 of 10'], true],
    ]);
    expect(curveText(2026, series)).toBe('Share of the HCCs of 2025 documented again, by month. Practice 2026: 50.0% by the end of Feb. Practice 2025: 30.0% by the end of Feb. The table below gives every month.');
  });
});

describe('an imported history\'s report', () => {
  it('says what was taken and refused, each refused line with every reason', () => {
    expect(outcomeOf({
      fileName: 'claims.csv', taken: 1, refused: 1, flagged: 0, ignoredColumns: ['Member Name'], patientsRecomputed: 1,
      lines: [{ line: 2, status: 'taken', errors: [], flags: [] }, { line: 3, status: 'refused', errors: ['ICD-10 Code: XYZ is not an ICD-10-CM code', 'Source: The Source field is required'], flags: [] }],
    })).toEqual({
      summary: '1 line taken, 1 refused; the gaps of 1 patient were computed again.',
      refused: [{ line: 3, reasons: 'ICD-10 Code: XYZ is not an ICD-10-CM code; Source: The Source field is required' }], flagged: [], ignoredColumns: ['Member Name'],
    });
  });

  it('counts the taken lines flagged high-risk and lists each with its flags', () => {
    const flag = 'I63.9 (2025-03-10) is a high-risk code (Acute stroke outside an inpatient stay): … Code Z86.73 instead; …';
    expect(outcomeOf({
      fileName: 'claims.csv', taken: 2, refused: 0, flagged: 1, ignoredColumns: [], patientsRecomputed: 1,
      lines: [{ line: 2, status: 'taken', errors: [], flags: [] }, { line: 3, status: 'taken', errors: [], flags: [flag] }],
    })).toMatchObject({ summary: '2 lines taken, 1 of them flagged high-risk, 0 refused; the gaps of 1 patient were computed again.', flagged: [{ line: 3, flags: [flag] }] });
  });
});
