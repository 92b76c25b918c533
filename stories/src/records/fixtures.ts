import * as engine from '@rafdesk/core/raf';
import { NO_PAYMENT_FACTS, type RecordId } from '@rafdesk/core';
import { aRecordDiagnostic } from '@rafdesk/core/testing';
import { diagnosticLines, rowKeys } from '@rafdesk/ui/features/records/diagnostic-lines.js';
import type { DiagnosticLine } from '@rafdesk/ui/features/records/diagnostics-table-view.js';
import { explainFigure, scoringSubject } from '@rafdesk/ui/features/records/record-scoring.js';

export const ROWS = [
  aRecordDiagnostic({ code: 'E1122', description: 'Type 2 diabetes mellitus with diabetic chronic kidney disease', v24Hcc1: 18, v28Hcc1: 37, billedFirstSemester: true, specialty: 'Internal Medicine', provider: 'Dr. Elena Rivera', serviceDate: '2026-02-10' }),
  aRecordDiagnostic({ code: 'N183', description: 'Chronic kidney disease, stage 3 unspecified', v24Hcc1: 138, v28Hcc1: 328, specialty: 'Possible : Validate or Delete', alert: 'Document the stage', serviceDate: '2026-02-10' }),
  aRecordDiagnostic({ code: 'I5022', description: 'Chronic systolic (congestive) heart failure', v24Hcc1: 85, v28Hcc1: 226, inProgressNotePreview: true, serviceDate: '2026-01-22' }),
  aRecordDiagnostic({ code: 'I10', description: 'Essential (primary) hypertension', v24Hcc1: null, v28Hcc1: null, active: false }),
];

export const LINES: DiagnosticLine[] = diagnosticLines(ROWS, rowKeys(ROWS), { patientActive: true, busy: false, mayToggle: true });

const DEMOGRAPHICS = {
  paymentYear: 2026, sex: 'F', dateOfBirth: '1948-06-14', dualStatus: 'none', institutional: false, newEnrollee: false, originalReasonForEntitlement: 0,
  ...NO_PAYMENT_FACTS, rafFactors: [],
} as const;

export const SUBJECT = scoringSubject(5 as RecordId, DEMOGRAPHICS, true, ROWS);
/** The same record of a patient on dialysis in PY2027 with the Part D low-income subsidy. */
export const DIALYSIS_SUBJECT = scoringSubject(5 as RecordId, { ...DEMOGRAPHICS, paymentYear: 2027, esrdStatus: 'dialysis', lowIncomeSubsidy: true }, true, ROWS);

export const TOTAL_EXPLAINED = explainFigure(engine, SUBJECT, 'total');
export const FIRST_SEMESTER_EXPLAINED = explainFigure(engine, SUBJECT, 'firstSemester');
export const ESRD_TOTAL_EXPLAINED = explainFigure(engine, DIALYSIS_SUBJECT, 'total');
export const PART_D_EXPLAINED = explainFigure(engine, DIALYSIS_SUBJECT, 'partD');
/** PY2026's RxHCC factors cannot be told apart: the engine refuses, and the explanation says why. */
export const PART_D_REFUSED = explainFigure(engine, SUBJECT, 'partD');
