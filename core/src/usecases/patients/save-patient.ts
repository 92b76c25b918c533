import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { loadRafEngine } from '../../coding/raf-engine.js';
import type { ScoringFailed } from '../../coding/payment-model.js';
import type { RecordId } from '../../domain/ids.js';
import type { PatientListRow } from '../../domain/patient.js';
import type { PaymentFacts } from '../../domain/patient-esrd.js';
import type { Repositories } from '../../ports/repositories/repositories.js';
import { notFound, type Conflict, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import { validatePatientForm, type PatientFormDraft } from '../../validation/patient-form.js';
import type { ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';
import type { Forbidden } from '../errors.js';
import { actorOf } from '../actor-of.js';
import type { ClinicalCaller } from '../records/clinical-caller.js';
import { currentPaymentYear } from '../records/payment-year.js';
import { keepGapsCurrent } from '../gaps/refresh-gaps.js';
import { reachRecord } from '../records/reach-record.js';
import { recomputeRecordFigures } from '../records/recompute-record-figures.js';
import type { PatientInactive } from '../records/record-errors.js';
import { isoDay } from '../records/today.js';
import { patientDoctor } from './patient-doctor.js';
import { checkPatientReferences, referenceError } from './patient-plan.js';

export type SavePatientPorts = Pick<AppPorts, 'unitOfWork' | 'clock'>;
export type SavePatientError = ValidationFailed | Forbidden | NotFound | Conflict | PatientInactive | ScoringFailed | StorageError;

/** The patient row of a record after a write, scored and ready for the list. */
function savedRow(repositories: Repositories, recordId: RecordId, at: Date): ResultAsync<PatientListRow, NotFound | ScoringFailed | StorageError> {
  return recomputeRecordFigures(repositories, recordId, null, at)
    .andThen(() => repositories.patients.findByRecord(recordId, isoDay(at)))
    .andThen((row) => (row === null ? errAsync(notFound('record')) : okAsync(row)));
}

/**
 * Creates a patient with its record for the current payment year (POST Patients): the form's rules (document id
 * exactly 11 characters, …), the doctor decided by the caller's role, a plan of the chosen insurance. The new
 * record is scored (demographics only) in the same transaction, so the list shows its RAF at once.
 */
export function createPatient(ports: SavePatientPorts, caller: ClinicalCaller, draft: PatientFormDraft): ResultAsync<PatientListRow, SavePatientError> {
  const form = validatePatientForm(draft, { actorRole: caller.role });
  if (form.isErr()) return errAsync(form.error);
  const at = ports.clock.now();
  return loadRafEngine().andThen(() => ports.unitOfWork.run((repositories) =>
    actorOf(repositories, caller)
      .andThen((actor) => patientDoctor(actor, 'patients.create', form.value.doctorId))
      .andThen((doctorId) => checkPatientReferences(repositories, { ...form.value, doctorId }).map(() => doctorId))
      .andThen((doctorId) => currentPaymentYear(repositories.settings).andThen((year) =>
        repositories.patients.create({ ...form.value, doctorId }, year, at).mapErr((error) => (error.kind === 'NotFound' ? referenceError(error) : error))))
      .andThen((owner) => savedRow(repositories, owner.recordId, at))));
}

const PAYMENT_FACT_FIELDS = ['esrdStatus', 'monthsSinceTransplant', 'lowIncomeSubsidy'] as const;

/**
 * The stored payment facts when the body says none of them: the spec's patient form has no such fields, so a client
 * that follows it must not reset a patient's ESRD status or subsidy by editing the name.
 */
function storedPaymentFacts(repositories: Repositories, recordId: RecordId, draft: PatientFormDraft): ResultAsync<Partial<PaymentFacts>, StorageError> {
  if (PAYMENT_FACT_FIELDS.some((field) => draft[field] !== undefined)) return okAsync({});
  return repositories.patients.scoringSubject(recordId).map((subject) => (subject === null ? {}
    : { esrdStatus: subject.esrdStatus, monthsSinceTransplant: subject.monthsSinceTransplant, lowIncomeSubsidy: subject.lowIncomeSubsidy }));
}

/**
 * Updates the patient of a record (PUT Patients/UpdatePatient) with the same rules as create; the record's figures
 * are recomputed in the same transaction, since the date of birth and sex change the RAF. A body without the payment
 * facts (ESRD status, months since transplant, Part D subsidy) keeps the stored ones.
 */
export function updatePatient(ports: SavePatientPorts, caller: ClinicalCaller, recordId: RecordId, draft: PatientFormDraft): ResultAsync<PatientListRow, SavePatientError> {
  const form = validatePatientForm(draft, { actorRole: caller.role });
  if (form.isErr()) return errAsync(form.error);
  const at = ports.clock.now();
  return ports.unitOfWork.run((repositories) => repositories.patients.lockRecord(recordId).andThen(() =>
    reachRecord(repositories, caller, recordId, 'patients.edit'))
      .andThen(({ owner, actor }) => patientDoctor(actor, 'patients.edit', form.value.doctorId ?? owner.doctorId).map((doctorId) => ({ owner, doctorId })))
      .andThen((target) => checkPatientReferences(repositories, { ...form.value, doctorId: target.doctorId }).map(() => target))
      .andThen((target) => storedPaymentFacts(repositories, recordId, draft).map((facts) => ({ ...target, facts })))
      .andThen(({ owner, doctorId, facts }) => repositories.patients.update(owner.patientId, { ...form.value, ...facts, doctorId }, at)
        .mapErr((error) => (error.kind === 'NotFound' ? referenceError(error) : error)))
      .andThen(() => keepGapsCurrent(repositories, recordId, at))
      .andThen(() => savedRow(repositories, recordId, at)));
}
