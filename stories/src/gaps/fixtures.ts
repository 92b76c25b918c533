import type { PatientGap } from '@rafdesk/core';
import { gapLine } from '@rafdesk/ui/features/gaps/gap-lines.js';
import type { GapLine } from '@rafdesk/ui/features/gaps/gap-list-view.js';

const standing = { state: 'open', reason: null, reasonText: null, code: null, changedAt: null, changedBy: null } as const;
const worth = (raf: number, annualBudget: number | null) => ({ code: 'E11.22', without: 1.1, with: 1.1 + raf, raf, annualBudget, netSurplus: null, factorStatus: 'final', modelLabel: 'V28 2026' }) as const;

export const RECAPTURE: PatientGap = {
  key: '2026:recapture:HCC37', kind: 'recapture', paymentYear: 2026, model: 'V28', hcc: 'HCC37', hccLabel: 'Diabetes with Chronic Complications',
  coverage: 'partly-addressed', addressedBy: { hcc: 'HCC38', label: 'Diabetes with Glycemic, Unspecified, or No Complications', codes: ['E11.9'] },
  closingCodes: ['E11.22'], valueCode: 'E11.22', documentation: 'Type 2 diabetes with diabetic chronic kidney disease, with its stage and the plan for both.',
  evidence: [{ source: 'record-diagnosis', date: '2025-03-14', text: 'E11.22 coded', code: 'E11.22', value: null, ruleId: null, identity: 'diagnosis:E11.22' }],
  evidenceKey: 'diagnosis:E11.22', rules: [], standing, worth: worth(0.166, 1843), history: [],
};

export const SUSPECT: PatientGap = {
  key: '2026:suspect:HCC48', kind: 'suspect', paymentYear: 2026, model: 'V28', hcc: 'HCC48', hccLabel: 'Morbid Obesity', coverage: 'open', addressedBy: null,
  closingCodes: ['E66.01', 'Z68.41'], valueCode: 'E66.01', documentation: 'Morbid obesity with the BMI and how it is managed.',
  evidence: [
    { source: 'vital', date: '2026-10-02', text: 'BMI 41.0 (weight 262 lb, height 67 in)', code: null, value: 41, ruleId: 'bmi-40-or-more', identity: 'bmi-40-or-more:vital:bmi>=40' },
    { source: 'medication', date: '2026-10-02', text: 'semaglutide 2.4 mg weekly', code: null, value: null, ruleId: 'bmi-40-or-more', identity: 'bmi-40-or-more:medication:semaglutide' },
  ],
  evidenceKey: 'bmi-40-or-more:vital:bmi>=40', rules: [{ id: 'bmi-40-or-more', version: 1 }],
  standing: { ...standing, state: 'not-present', reason: 'other', reasonText: 'Weight 198 lb at today\'s visit', changedAt: '2026-11-20T15:10:00.000Z', changedBy: 4 },
  worth: worth(0.186, null),
  history: [{ at: '2026-11-20T15:10:00.000Z', userId: 4, userName: 'Ana Rivera', from: 'open', to: 'not-present', event: 'user.notPresent', reason: 'other', reasonText: 'Weight 198 lb at today\'s visit', code: null, countedAsDelete: false }],
};

export const LINES: readonly GapLine[] = [
  gapLine(RECAPTURE, { document: true, dispose: true }, false),
  gapLine(SUSPECT, { document: true, dispose: true }, true),
];
