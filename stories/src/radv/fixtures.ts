import type { CoverSheet, RadvAuditView } from '@rafdesk/core';
import { auditLine } from '@rafdesk/ui/features/radv/radv-words.js';

/** The day the stories' tracker is read on, so "days left" never changes. */
export const TODAY = '2026-03-02';

const audit = (id: number, status: RadvAuditView['status'], done: number, total: number, counts = { ready: 0, weak: 0, unsupported: 0 }): RadvAuditView => ({
  id, contract: id === 3 ? 'R5678' : 'H1234', paymentYear: id === 2 ? 2026 : 2027, dueDate: id === 3 ? '2026-03-01' : '2026-08-01', status, progress: { done, total }, members: total,
  createdAt: '2026-03-02T10:00:00.000Z', createdBy: 1, builtAt: status === 'built' ? '2026-03-02T10:01:00.000Z' : null, counts,
  failure: status === 'failed' ? 'The pack could not be written: the file store did not answer' : null, zipSha256: null,
});

export const AUDITS = [
  audit(1, 'building', 3, 20),
  audit(2, 'built', 2, 2, { ready: 0, weak: 1, unsupported: 1 }),
  audit(3, 'failed', 1, 4),
].map((row) => auditLine(row, TODAY));

const checklist = [
  { item: 'identity-every-page', label: 'Member name and date of birth on every page', required: true, passed: true, words: '' },
  { item: 'meat', label: 'MEAT for the code', required: true, passed: true, words: '' },
] as const;

export const COVER_SHEETS: CoverSheet[] = [
  {
    recordId: 41, patientName: 'Pat Radv', dateOfBirth: '1950-06-15', contractNumber: 'RV-0001', doctorName: 'Diego Rivera', status: 'unsupported',
    file: { name: 'member-001-record-41.pdf', sha256: '3f1c9a0e6b7d4c2a9e8f1b0c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e', bytes: 48_211 },
    hccs: [
      { hcc: 'HCC37', label: 'Diabetes with Chronic Complications', billedCodes: ['E11.22'], verdict: 'ready', reasons: [], rejected: [],
        records: [{ noteId: 12, dateOfService: '2026-02-10', source: 'face-to-face', provider: 'Diego Rivera', verdict: 'ready', checklist: [...checklist] }] },
      { hcc: 'HCC226', label: 'Heart Failure, Except End-Stage and Acute', billedCodes: ['I50.9'], verdict: 'unsupported', rejected: [],
        reasons: ['MEAT for the code (monitored, evaluated, assessed or treated): No MEAT evidence for the code'],
        records: [{ noteId: 12, dateOfService: '2026-02-10', source: 'face-to-face', provider: 'Diego Rivera', verdict: 'unsupported', checklist: [...checklist] }] },
      { hcc: 'HCC280', label: 'Chronic Obstructive Pulmonary Disease, Interstitial Lung Disorders, and Other Chronic Lung Disorders', billedCodes: ['J44.9'],
        verdict: 'unsupported', reasons: ['No signed record documents a code of the HCC'], records: [],
        rejected: [{ noteId: 13, reasons: ['Note 13: audio-only encounters do not count from PY2027'] }] },
    ],
  },
  {
    recordId: 42, patientName: 'Bea Segunda', dateOfBirth: '1948-02-01', contractNumber: 'RV-0002', doctorName: 'Diego Rivera', status: 'weak', file: null,
    hccs: [{ hcc: 'HCC226', label: 'Heart Failure, Except End-Stage and Acute', billedCodes: ['I50.9'], verdict: 'weak', rejected: [],
      reasons: ['Billed code as specific as the note: Billed I50.9 but the note documents I50.22'],
      records: [{ noteId: 14, dateOfService: '2026-02-20', source: 'face-to-face', provider: 'Diego Rivera', verdict: 'weak', checklist: [...checklist] }] }],
  },
];

export const FOUND = [
  { recordId: 41, patientName: 'Pat Radv', dateOfBirth: '06/15/1950', contractNumber: 'RV-0001' },
  { recordId: 43, patientName: 'Pat Ortiz', dateOfBirth: '11/30/1944', contractNumber: null },
];
