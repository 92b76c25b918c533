import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar-date.js';
import type { DoctorId, PatientId, RecordId } from '../../domain/ids.js';
import type { PatientListRow } from '../../domain/patient.js';
import type { Page } from '../../ports/repositories/page.js';
import type {
  NewPatient, PatientListFilter, PatientRepository, RecordFigures, RecordOwner, RosterConflict, ScoringSubject, PatientFigureGroup, PatientScopeFilter,
  NamedPatient, NamedPatientsQuery,
} from '../../ports/repositories/patient-repository.js';
import { conflict, notFound, type Conflict, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import { pageOf } from './fake-results.js';
import { UNSCORED_FIGURES, type InMemoryClinicalState, type StoredPatient } from './in-memory-clinical-state.js';
import { figureGroupsOf, listedPatients, patientRow } from './in-memory-patient-rows.js';

/** {@link PatientRepository} in memory: `(doctorId, documentId)` names a patient; a patient has one record per payment year. */
export class InMemoryPatientRepository implements PatientRepository {
  constructor(private readonly state: InMemoryClinicalState) {}

  create(patient: NewPatient, paymentYear: number, at: Date): ResultAsync<RecordOwner, Conflict | NotFound | StorageError> {
    if (this.documentTaken(patient, null)) return errAsync(conflict('patient', 'documentId'));
    if (!this.state.referencesExist(patient)) return errAsync(notFound('doctor, insurance or plan'));
    return okAsync(this.insert(patient, paymentYear, at));
  }

  createMany(patients: readonly NewPatient[], paymentYear: number, at: Date): ResultAsync<RecordOwner[], RosterConflict | NotFound | StorageError> {
    // Rows that repeat a document id of the same doctor, in the file or in storage, are reported together and nothing is written.
    const clashes = new Set<number>();
    patients.forEach((patient, index) => {
      const first = patients.findIndex((other) => other.doctorId === patient.doctorId && other.documentId === patient.documentId);
      if (first !== index) clashes.add(first).add(index);
      if (this.documentTaken(patient, null)) clashes.add(index);
    });
    if (clashes.size > 0) return errAsync({ kind: 'RosterConflict', rows: [...clashes].sort((a, b) => a - b) });
    if (!patients.every((patient) => this.state.referencesExist(patient))) return errAsync(notFound('doctor, insurance or plan'));
    return okAsync(patients.map((patient) => this.insert(patient, paymentYear, at)));
  }

  update(patientId: PatientId, patient: NewPatient, at: Date): ResultAsync<void, NotFound | Conflict | StorageError> {
    const stored = this.state.tables.patients.get(patientId);
    if (stored === undefined) return errAsync(notFound('patient'));
    if (this.documentTaken(patient, patientId)) return errAsync(conflict('patient', 'documentId'));
    if (!this.state.referencesExist(patient)) return errAsync(notFound('doctor, insurance or plan'));
    this.state.tables.patients.set(patientId, { ...stored, input: asStored(patient), updatedAt: at });
    return okAsync(undefined);
  }

  setActive(doctorId: DoctorId, documentId: string, active: boolean, at: Date): ResultAsync<void, NotFound | StorageError> {
    const stored = [...this.state.tables.patients.values()].find((patient) => patient.input.doctorId === doctorId && patient.input.documentId === documentId);
    if (stored === undefined) return errAsync(notFound('patient'));
    this.state.tables.patients.set(stored.id, { ...stored, active, updatedAt: at });
    return okAsync(undefined);
  }

  list(filter: PatientListFilter): ResultAsync<Page<PatientListRow>, StorageError> {
    return okAsync(pageOf(listedPatients(this.state, filter), filter.window));
  }

  figureGroups(filter: PatientScopeFilter): ResultAsync<PatientFigureGroup[], StorageError> {
    return okAsync(figureGroupsOf(this.state, filter));
  }

  findByRecord(recordId: RecordId, asOf: IsoDate): ResultAsync<PatientListRow | null, StorageError> {
    const found = this.state.recordWithPatient(recordId);
    return okAsync(found === undefined ? null : patientRow(this.state, found.record, found.patient, asOf));
  }

  recordOwner(recordId: RecordId): ResultAsync<RecordOwner | null, StorageError> {
    const found = this.state.recordWithPatient(recordId);
    return okAsync(found === undefined ? null : ownerOf(found.patient, recordId, found.record.paymentYear));
  }

  named(query: NamedPatientsQuery): ResultAsync<NamedPatient[], StorageError> {
    const inReach = (patient: StoredPatient) => query.doctorIds === null || query.doctorIds.includes(patient.input.doctorId);
    const records = [...this.state.tables.records.values()];
    const yearRecord = (patientId: PatientId) => records.find((record) => record.patientId === patientId && record.paymentYear === query.paymentYear);
    const found: NamedPatient[] = [];
    for (const patient of [...this.state.tables.patients.values()].sort((a, b) => a.id - b.id)) {
      const contractNumber = patient.input.insuranceContractNumber;
      const record = yearRecord(patient.id);
      if (inReach(patient) && record && contractNumber !== null && query.contractNumbers.includes(contractNumber)) {
        found.push({ patientId: patient.id, doctorId: patient.input.doctorId, contractNumber, namedRecordId: null, recordId: record.id });
      }
    }
    for (const recordId of new Set(query.recordIds)) {
      const named = this.state.recordWithPatient(recordId);
      if (named === undefined || !inReach(named.patient)) continue;
      found.push({
        patientId: named.patient.id, doctorId: named.patient.input.doctorId, contractNumber: named.patient.input.insuranceContractNumber,
        namedRecordId: recordId, recordId: yearRecord(named.patient.id)?.id ?? recordId,
      });
    }
    return okAsync(found);
  }

  /** Nothing runs beside a unit of work in memory (it runs one at a time), so the lock only answers whether the record exists. */
  lockRecord(recordId: RecordId): ResultAsync<boolean, StorageError> {
    return okAsync(this.state.tables.records.has(recordId));
  }

  ensureRecord(patientId: PatientId, paymentYear: number, at: Date): ResultAsync<RecordId, NotFound | StorageError> {
    if (!this.state.tables.patients.has(patientId)) return errAsync(notFound('patient'));
    const existing = [...this.state.tables.records.values()].find((record) => record.patientId === patientId && record.paymentYear === paymentYear);
    return okAsync(existing?.id ?? this.addRecord(patientId, paymentYear, at));
  }

  ensureRecordsForYear(paymentYear: number, at: Date): ResultAsync<number, StorageError> {
    const withRecord = new Set([...this.state.tables.records.values()].filter((record) => record.paymentYear === paymentYear).map((record) => record.patientId));
    const missing = [...this.state.tables.patients.keys()].filter((id) => !withRecord.has(id));
    for (const patientId of missing) this.addRecord(patientId, paymentYear, at);
    return okAsync(missing.length);
  }

  recordIdsOfYear(paymentYear: number): ResultAsync<RecordId[], StorageError> {
    return okAsync([...this.state.tables.records.values()].filter((record) => record.paymentYear === paymentYear).map((record) => record.id).sort((a, b) => a - b));
  }

  scoringSubjects(recordIds: readonly RecordId[]): ResultAsync<ScoringSubject[], StorageError> {
    return ResultAsync.combine([...new Set(recordIds)].map((recordId) => this.scoringSubject(recordId)))
      .map((subjects) => subjects.flatMap((subject) => (subject === null ? [] : [subject])));
  }

  scoringSubject(recordId: RecordId): ResultAsync<ScoringSubject | null, StorageError> {
    const found = this.state.recordWithPatient(recordId);
    if (found === undefined) return okAsync(null);
    const { input } = found.patient;
    const diagnostics = this.state.tables.diagnostics.filter((row) => row.recordId === recordId)
      .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : a.id - b.id))
      .map((row) => ({ code: row.code, active: row.active, billedFirstSemester: row.billedFirstSemester, billedSecondSemester: row.billedSecondSemester, source: row.source }));
    return okAsync({
      recordId, paymentYear: found.record.paymentYear, sex: input.sex, dateOfBirth: input.dateOfBirth, ...STORED_DEMOGRAPHICS, patientActive: found.patient.active,
      esrdStatus: input.esrdStatus, monthsSinceTransplant: input.monthsSinceTransplant, lowIncomeSubsidy: input.lowIncomeSubsidy, diagnostics,
    });
  }

  saveFigures(recordId: RecordId, figures: RecordFigures, _at: Date): ResultAsync<void, NotFound | StorageError> {
    return this.storeFigures(recordId, figures) ? okAsync(undefined) : errAsync(notFound('record'));
  }

  saveFiguresMany(figures: readonly { readonly recordId: RecordId; readonly figures: RecordFigures }[], _at: Date): ResultAsync<number, StorageError> {
    return okAsync(figures.filter((item) => this.storeFigures(item.recordId, item.figures)).length);
  }

  private storeFigures(recordId: RecordId, figures: RecordFigures): boolean {
    const record = this.state.tables.records.get(recordId);
    if (record !== undefined) this.state.tables.records.set(recordId, { ...record, figures: { ...figures } });
    return record !== undefined;
  }

  private documentTaken(patient: NewPatient, except: PatientId | null): boolean {
    return [...this.state.tables.patients.values()].some((stored) => stored.id !== except && stored.input.doctorId === patient.doctorId
      && stored.input.documentId === patient.documentId);
  }

  private insert(patient: NewPatient, paymentYear: number, at: Date): RecordOwner {
    const stored: StoredPatient = { id: this.state.nextId('patient') as PatientId, input: asStored(patient), active: true, updatedAt: at };
    this.state.tables.patients.set(stored.id, stored);
    return ownerOf(stored, this.addRecord(stored.id, paymentYear, at), paymentYear);
  }

  private addRecord(patientId: PatientId, paymentYear: number, at: Date): RecordId {
    const id = this.state.nextId('patient_record') as RecordId;
    this.state.tables.records.set(id, { id, patientId, paymentYear, recordDate: at, figures: UNSCORED_FIGURES });
    return id;
  }
}

/** The demographics the patient form does not set: the columns' defaults, which nothing writes yet. */
const STORED_DEMOGRAPHICS = { dualStatus: 'none', institutional: false, newEnrollee: false, originalReasonForEntitlement: 0 } as const;

/** The form as stored: months since a transplant belong to a transplant, so any other ESRD status keeps none. */
function asStored(patient: NewPatient): NewPatient {
  return { ...patient, monthsSinceTransplant: patient.esrdStatus === 'transplant' ? patient.monthsSinceTransplant : null };
}

function ownerOf(patient: StoredPatient, recordId: RecordId, paymentYear: number): RecordOwner {
  return { recordId, patientId: patient.id, doctorId: patient.input.doctorId, insuranceId: patient.input.insuranceId, patientActive: patient.active, paymentYear };
}
