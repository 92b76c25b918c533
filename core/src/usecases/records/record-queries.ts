import { loadRafEngine } from '../../coding/raf-engine.js';
import { recordPaymentFigures } from '../../coding/record-payment-figures.js';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { RecordId } from '../../domain/ids.js';
import type { PatientListRow } from '../../domain/patient.js';
import type { RecordScoring } from '../../wire/record-scoring-wire.js';
import type { RecordDiagnosticRow } from '../../domain/record-diagnostic.js';
import type { Page, PageWindow } from '../../ports/repositories/page.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';
import type { Forbidden } from '../errors.js';
import type { ClinicalCaller } from './clinical-caller.js';
import { reachRecord } from './reach-record.js';
import type { PatientInactive } from './record-errors.js';
import { isoDay } from './today.js';

export type RecordQueryPorts = Pick<AppPorts, 'patients' | 'doctors' | 'users' | 'recordDiagnostics' | 'clock' | 'settings'>;
export type RecordQueryError = NotFound | Forbidden | PatientInactive | StorageError;

/** The patient of a record with its RAF card and notes (GetByRecord), for a caller within reach of it. */
export function recordPatient(ports: RecordQueryPorts, caller: ClinicalCaller, recordId: RecordId): ResultAsync<PatientListRow, RecordQueryError> {
  return reachRecord(ports, caller, recordId, 'record.view')
    .andThen(() => ports.patients.findByRecord(recordId, isoDay(ports.clock.now())))
    .andThen((row) => (row === null ? errAsync(notFound('record')) : okAsync(row)));
}

/**
 * The demographics and payment year the engine scores a record with (GetRecordScoring), so the web app can
 * preview a change exactly as the server scores it, and the card's factor status and Part D score.
 */
export function recordScoring(ports: RecordQueryPorts, caller: ClinicalCaller, recordId: RecordId): ResultAsync<RecordScoring, RecordQueryError> {
  return reachRecord(ports, caller, recordId, 'record.view')
    .andThen(() => ports.settings.get())
    .andThen((settings) => ports.patients.scoringSubject(recordId).andThen((subject) => (subject === null ? errAsync(notFound('record')) : loadRafEngine().map((engine) => ({
      paymentYear: subject.paymentYear, sex: subject.sex, dateOfBirth: subject.dateOfBirth, dualStatus: subject.dualStatus,
      institutional: subject.institutional, newEnrollee: subject.newEnrollee, originalReasonForEntitlement: subject.originalReasonForEntitlement,
      esrdStatus: subject.esrdStatus, monthsSinceTransplant: subject.monthsSinceTransplant, lowIncomeSubsidy: subject.lowIncomeSubsidy,
      rafFactors: settings.rafFactors,
      // The card's factor status and Part D score come from the server, as its figures do; the browser only previews.
      paymentFigures: recordPaymentFigures(engine, subject, settings.rafFactors),
    })))));
}

/** A page of a record's diagnostics, by code then service date (GetRecordDiagnostics). */
export function recordDiagnostics(ports: RecordQueryPorts, caller: ClinicalCaller, recordId: RecordId, window: PageWindow): ResultAsync<Page<RecordDiagnosticRow>, RecordQueryError> {
  return reachRecord(ports, caller, recordId, 'record.view').andThen(() => ports.recordDiagnostics.list(recordId, window));
}

