import { describe, expect, it } from 'vitest';
import type { PatientGap, RecordGaps } from '../gaps/gap-views.js';
import { preVisitDocument } from './pre-visit-document.js';

const gap = (hcc: string, change: Partial<PatientGap> = {}): PatientGap => ({
  key: `2027:recapture:${hcc}`, kind: 'recapture', paymentYear: 2027, model: 'V28', hcc, hccLabel: `${hcc} label`, coverage: 'open', addressedBy: null,
  closingCodes: ['E11.22'], valueCode: 'E1122', documentation: 'Assess and document it.',
  evidence: [1, 2, 3, 4, 5].map((n) => ({ source: 'record-diagnosis', date: '2025-03-04', text: `evidence ${n}`, code: 'E11.22', value: null, ruleId: null, identity: 'diagnosis:E11.22' })),
  evidenceKey: 'diagnosis:E11.22', rules: [],
  standing: { state: 'open', reason: null, reasonText: null, code: null, changedAt: null, changedBy: null },
  worth: { code: 'E1122', without: 1, with: 1.3, raf: 0.3, annualBudget: 3906, netSurplus: 1000, factorStatus: 'final', modelLabel: 'V28 2027' },
  history: [], ...change,
});

const RECORD: RecordGaps = {
  patient: { patientId: 1, recordId: 7, patientName: 'Ana Doe', dateOfBirth: '1944-07-04', contractNumber: 'CH1', doctorId: 2, doctorName: 'Diego Rivera', insuranceId: 3, insuranceName: 'Caribe' },
  paymentYear: 2027, serviceYear: 2026,
  openWorth: { raf: 0.3, annualBudget: 3906, netSurplus: 1000, factorStatus: 'final', gaps: 1 },
  gaps: [
    gap('HCC37'),
    gap('HCC38', { coverage: 'closed', addressedBy: { hcc: 'HCC38', label: 'x', codes: ['E11.9'] } }),
    gap('HCC226', { standing: { state: 'not-present', reason: 'resolved', reasonText: null, code: null, changedAt: null, changedBy: null } }),
    gap('HCC48', { kind: 'suspect', standing: { state: 'deferred', reason: null, reasonText: null, code: null, changedAt: null, changedBy: null }, worth: null }),
  ],
  lastYearHccs: [{ hcc: 'HCC37', label: 'Diabetes', codes: ['E11.22'] }, { hcc: 'HCC38', label: 'Diabetes', codes: ['E11.9'] }, { hcc: 'HCC226', label: 'Heart failure', codes: ['I50.9'] }],
  daysLeft: { semester: 29, year: 29 },
  computedAt: null,
};

describe('preVisitDocument', () => {
  const [page] = preVisitDocument([RECORD], { printedOn: '2026-12-02', visitDate: '2026-12-03' }).pages;

  it('lists the gaps the visit can act on, most valuable first, with at most three evidence lines, the value with its factor status and the closing codes', () => {
    expect(page?.gaps.map((line) => line.gap)).toEqual(['Recapture HCC37 HCC37 label', 'Suspect HCC48 HCC48 label (deferred to next visit)']);
    expect(page?.gaps[0]).toEqual({
      gap: 'Recapture HCC37 HCC37 label', evidence: ['evidence 1', 'evidence 2', 'evidence 3', 'and 2 more'],
      value: '+0.300 RAF, $3,906 a year, factors final', documentation: 'Assess and document it. Codes: E11.22',
    });
    expect(page?.gaps[1]?.value).toBe('Not valued: no tables for the payment year');
  });

  it("says where each of last year's HCCs stands this year, and names the patient and date of birth", () => {
    expect(page?.lastYear.map((line) => line.thisYear)).toEqual(['Not documented yet this year', 'Documented this year by HCC38 (E11.9)', 'Not present: Resolved']);
    expect([page?.patientName, page?.dateOfBirth]).toEqual(['Ana Doe', 'DOB 07/04/1944']);
    expect(page?.facts).toContainEqual(['Open value', '+0.300 RAF, $3,906 a year, factors final, 1 open gap']);
  });
});
