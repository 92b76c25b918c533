import { ageOn, type IsoDate } from '../../domain/calendar-date.js';
import type { DoctorId } from '../../domain/ids.js';
import { PatientListRowSchema, type PatientListRow } from '../../domain/patient.js';
import type { PatientSortField } from '../../ports/repositories/list-sort.js';
import type { PatientFigureGroup, PatientListFilter, PatientScopeFilter } from '../../ports/repositories/patient-repository.js';
import { groupPatientFigures } from '../../billing/practice-figures.js';
import { byText, compareSortKeys, containsText, type SortKey } from './fake-results.js';
import type { InMemoryClinicalState, StoredPatient, StoredRecord } from './in-memory-clinical-state.js';

type Key = SortKey;

/** A record with its patient, and the list row they make (what the filters and the order read). */
interface Joined {
  readonly record: StoredRecord;
  readonly patient: StoredPatient;
  readonly row: PatientListRow;
  /** The doctor's last and first name, the order the database sorts doctors by. */
  readonly doctorNames: readonly Key[];
}

/** The list row of a record, joined and computed as the database's list query does. */
export function patientRow(state: InMemoryClinicalState, record: StoredRecord, patient: StoredPatient, asOf: IsoDate): PatientListRow {
  const { input } = patient;
  const doctor = state.practice.doctors.get(input.doctorId);
  const latest = (kind: 'doctor' | 'mag') => state.tables.notes.filter((note) => note.recordId === record.id && note.kind === kind)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)[0]?.text ?? null;
  // The DX count is of distinct active codes: a code coded on two service dates is one diagnosis.
  const activeCodes = new Set(state.tables.diagnostics.filter((row) => row.recordId === record.id && row.active).map((row) => row.code));
  return PatientListRowSchema.parse({
    recordId: record.id, doctorId: input.doctorId, documentId: input.documentId, doctorRecordId: input.doctorRecordId, doctorNpi: doctor?.input.npi ?? null,
    doctorName: state.doctorName(input.doctorId), doctorSpeciality: doctor?.input.speciality ?? null, patientName: `${input.firstName} ${input.lastName}`,
    sex: input.sex, dateOfBirth: input.dateOfBirth, age: Math.max(0, ageOn(input.dateOfBirth, asOf)), insuranceContractNumber: input.insuranceContractNumber,
    insuranceName: state.tables.insurances.get(input.insuranceId)?.name ?? null, planName: state.tables.plans.get(input.planId)?.name ?? null,
    diagnosisCount: activeCodes.size, phone: input.phone, phone2: input.phone2, email: input.email, street: input.street, city: input.city, state: input.state,
    zip: input.zip, active: patient.active, recordDate: record.recordDate.toISOString(), rafTotal: record.figures.rafTotal,
    rafBilledFirstSemester: record.figures.rafBilledFirstSemester, rafBilledSecondSemester: record.figures.rafBilledSecondSemester,
    billedFractionFirstSemester: record.figures.billedFractionFirstSemester, billedFractionSecondSemester: record.figures.billedFractionSecondSemester,
    doctorNotes: latest('doctor'), magNotes: latest('mag'), esrdStatus: input.esrdStatus, monthsSinceTransplant: input.monthsSinceTransplant, lowIncomeSubsidy: input.lowIncomeSubsidy,
  });
}

/** The list's rows after its scope and filters, in its order. */
export function listedPatients(state: InMemoryClinicalState, filter: PatientListFilter): PatientListRow[] {
  const searchedDoctors = doctorsMatching(state, filter);
  const text = filter.searchQuery?.trim() ?? '';
  const joined: Joined[] = [];
  for (const record of state.tables.records.values()) {
    const patient = state.tables.patients.get(record.patientId);
    if (patient === undefined || record.paymentYear !== filter.paymentYear) continue;
    const { input } = patient;
    if (filter.doctorId !== null && input.doctorId !== filter.doctorId) continue;
    if (filter.doctorIds != null && !filter.doctorIds.includes(input.doctorId)) continue;
    if (filter.insuranceId !== null && input.insuranceId !== filter.insuranceId) continue;
    if (filter.active !== null && patient.active !== filter.active) continue;
    const row = patientRow(state, record, patient, filter.asOf);
    if (filter.insuranceName !== null && (row.insuranceName ?? '').toLowerCase() !== filter.insuranceName.trim().toLowerCase()) continue;
    if (text !== '' && !containsText(row.patientName, text) && !containsText(input.insuranceContractNumber ?? '', text) && !searchedDoctors.has(input.doctorId)) continue;
    const doctor = state.practice.doctors.get(input.doctorId)?.input;
    joined.push({ record, patient, row, doctorNames: [doctor?.lastName ?? null, doctor?.firstName ?? null] });
  }
  const sign = filter.sort?.direction === 'desc' ? -1 : 1;
  const keys = ORDER[filter.sort?.field ?? 'patientName'];
  return joined.sort((a, b) => sign * compareKeys(keys(a), keys(b))).map((item) => item.row);
}

/** The doctors a search also matches (NPI prefix or name), when the screen searches doctors. */
function doctorsMatching(state: InMemoryClinicalState, filter: PatientListFilter): Set<DoctorId> {
  const text = filter.searchQuery?.trim() ?? '';
  if (text === '' || !filter.searchDoctors) return new Set();
  return new Set([...state.practice.doctors.values()]
    .filter((doctor) => doctor.input.npi.startsWith(text) || containsText(`${doctor.input.firstName} ${doctor.input.lastName}`, text))
    .map((doctor) => doctor.id));
}

// Each sortable column's stored values, then the id they are stored on, as the database's order has them.
const ORDER: Record<PatientSortField, (item: Joined) => Key[]> = {
  patientName: ({ patient }) => [patient.input.lastName, patient.input.firstName, patient.id],
  doctorName: ({ doctorNames, patient }) => [...doctorNames, patient.id],
  doctorNpi: ({ row, patient }) => [row.doctorNpi, patient.id],
  doctorSpeciality: ({ row, patient }) => [row.doctorSpeciality, patient.id],
  insuranceName: ({ row, patient }) => [row.insuranceName, patient.id],
  insuranceContractNumber: ({ row, patient }) => [row.insuranceContractNumber, patient.id],
  planName: ({ row, patient }) => [row.planName, patient.id],
  sex: ({ row, patient }) => [row.sex, patient.id],
  dateOfBirth: ({ row, patient }) => [row.dateOfBirth, patient.id],
  phone: ({ row, patient }) => [row.phone, patient.id],
  diagnosisCount: ({ row, patient }) => [row.diagnosisCount, patient.id],
  billedFractionFirstSemester: ({ row, record }) => [row.billedFractionFirstSemester, record.id],
  billedFractionSecondSemester: ({ row, record }) => [row.billedFractionSecondSemester, record.id],
  rafTotal: ({ row, record }) => [row.rafTotal, record.id],
  recordId: ({ record }) => [record.id],
  doctorRecordId: ({ row, patient }) => [row.doctorRecordId, patient.id],
  recordDate: ({ record }) => [record.recordDate.toISOString(), record.id],
};

/** Compares key lists as the patient lists' plain columns order them (see `compareSortKeys`). */
const compareKeys = (a: readonly Key[], b: readonly Key[]): number => compareSortKeys(a, b, byText);

/** The figure groups of a scope, as the database groups them (see `PatientFigureGroup`). */
export function figureGroupsOf(state: InMemoryClinicalState, filter: PatientScopeFilter): PatientFigureGroup[] {
  const rows = listedPatients(state, { ...filter, window: { pageNumber: 1, pageSize: 1 }, searchQuery: null, searchDoctors: false, asOf: '2000-01-01' as IsoDate });
  return groupPatientFigures(rows.map((row) => ({ ...row, diagnosticCount: row.diagnosisCount })));
}
