import type { ResultAsync } from 'neverthrow';
import { can } from '../../access/can.js';
import type { DoctorScope } from '../../access/doctor-scope.js';
import { pendingRafReport } from '../../billing/pending-raf-report.js';
import { practiceFigures, type PracticeFigures } from '../../billing/practice-figures.js';
import type { DoctorId } from '../../domain/ids.js';
import type { PatientListRow } from '../../domain/patient.js';
import { EXPORT_ALL_PAGE_SIZE } from '../../domain/pagination.js';
import type { Page, PageWindow } from '../../ports/repositories/page.js';
import type { ListSort, PatientSortField } from '../../ports/repositories/list-sort.js';
import type { PatientListFilter, PatientScopeFilter } from '../../ports/repositories/patient-repository.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';
import type { Forbidden } from '../errors.js';
import { actorOf } from '../actor-of.js';
import type { ClinicalCaller } from '../records/clinical-caller.js';
import { currentPaymentYear } from '../records/payment-year.js';
import { isoDay } from '../records/today.js';
import { patientListScope } from './patient-doctor.js';

export type PatientListPorts = Pick<AppPorts, 'patients' | 'doctors' | 'users' | 'settings' | 'clock'>;
export type PatientListError = Forbidden | ValidationFailed | StorageError;

/** One page of the patients list as the screens ask for it. */
export interface PatientListRequest {
  readonly window: PageWindow;
  readonly searchQuery: string | null;
  readonly doctorId: DoctorId | null;
  readonly insuranceName: string | null;
  readonly active: boolean | null;
  /** A column of the list and its direction; by last then first name when absent. */
  readonly sort?: ListSort<PatientSortField> | null;
}

/** One doctor filters by `doctorId` as a screen's choice does; only a span of several (Training) needs `doctorIds`. */
export function doctorFilter(doctors: DoctorScope): Pick<PatientListFilter, 'doctorId' | 'doctorIds'> {
  if (doctors.kind === 'every') return { doctorId: null };
  const [only, ...others] = doctors.doctorIds;
  return only !== undefined && others.length === 0 ? { doctorId: only } : { doctorId: null, doctorIds: doctors.doctorIds };
}

/** The caller, and the filter of the patients they may see (optionally one doctor's) with the current payment year's records. */
function scopedPatients(ports: PatientListPorts, caller: ClinicalCaller, doctorId: DoctorId | null, insuranceName: string | null, active: boolean | null) {
  return currentPaymentYear(ports.settings).andThen((paymentYear) =>
    actorOf(ports, caller).andThen((actor) => patientListScope(actor, doctorId).map((scope) => ({
      actor,
      filter: { ...doctorFilter(scope.doctors), insuranceId: scope.insuranceId, insuranceName, active, paymentYear } satisfies PatientScopeFilter,
    }))));
}

/**
 * A page of patients with their record of the current payment year, within the caller's scope (see
 * {@link patientListScope}). The search matches the patient's name or contract number, and for Admin and
 * InsuranceStaff also the doctor's NPI and name. Ordered by the asked-for column, else by last then first name.
 */
export function listPatients(ports: PatientListPorts, caller: ClinicalCaller, request: PatientListRequest): ResultAsync<Page<PatientListRow>, PatientListError> {
  return scopedPatients(ports, caller, request.doctorId, request.insuranceName, request.active).andThen(({ actor, filter }) => ports.patients.list({
    ...filter,
    window: request.window,
    searchQuery: request.searchQuery,
    searchDoctors: can(actor, 'patients.searchByDoctor'),
    asOf: isoDay(ports.clock.now()),
    sort: request.sort ?? null,
  }));
}

/**
 * The dashboard's figures over the caller's patients (optionally one doctor's): counted and summed by the database
 * in a handful of groups, so no patient row leaves it (docs/formulas.md).
 */
export function dashboardFigures(ports: PatientListPorts, caller: ClinicalCaller, doctorId: DoctorId | null): ResultAsync<PracticeFigures, PatientListError> {
  return scopedPatients(ports, caller, doctorId, null, null).andThen(({ filter }) => ports.patients.figureGroups(filter)).map(practiceFigures);
}

/** Which patients GetPatientListAll lists: optionally one doctor's, one insurance's, only active or inactive ones. */
export interface EveryPatientFilter {
  readonly doctorId: DoctorId | null;
  readonly active: boolean | null;
  readonly insuranceName?: string | null;
}

/** Every patient in the caller's scope, optionally one doctor's and only active or inactive ones (GetPatientListAll). */
export function listAllPatients(ports: PatientListPorts, caller: ClinicalCaller, filter: EveryPatientFilter): ResultAsync<readonly PatientListRow[], PatientListError> {
  const window = { pageNumber: 1, pageSize: EXPORT_ALL_PAGE_SIZE };
  return listPatients(ports, caller, { window, searchQuery: null, insuranceName: filter.insuranceName ?? null, ...filter }).map((page) => page.items);
}

/** The Pending RAF Validation Report's lists (docs/formulas.md): pending active patients per semester and combined. */
export interface PendingRafLists {
  readonly firstSemester: readonly PatientListRow[];
  readonly secondSemester: readonly PatientListRow[];
  readonly combined: readonly PatientListRow[];
}

/**
 * The Pending RAF Validation Report over the caller's active patients: per semester, those with nothing coded
 * (fraction ≥ 1, no DXs) or coded but not fully billed (fraction < 1, DXs > 0), by RAF total descending; the
 * combined list by DX count ascending.
 */
export function pendingRafPatients(
  ports: PatientListPorts,
  caller: ClinicalCaller,
  filter: { readonly doctorId: DoctorId | null; readonly insuranceName: string | null },
): ResultAsync<PendingRafLists, PatientListError> {
  return listAllPatients(ports, caller, { ...filter, active: true }).map((rows) =>
    pendingRafReport(rows.map((row) => ({ ...row, diagnosticCount: row.diagnosisCount }))));
}
