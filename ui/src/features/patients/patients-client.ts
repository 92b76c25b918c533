import type { ResultAsync } from 'neverthrow';
import {
  type ApiClient, type ApiError, type DoctorId, type ListSort, type Doctor, type GenderOption, type Insurance, type PatientInput,
  type PatientListRequest, type PatientListRow, type PatientSortField, type Plan, EXPORT_ALL_PAGE_SIZE, PATIENT_SORT_FIELDS,
  callEndpoint, createPatientEndpoint, listAllPatientsEndpoint, listMyPatientsEndpoint,
  listPatientsEndpoint, patientFormLookupsEndpoint, setPatientStatusEndpoint, staffDoctorsEndpoint,
  updatePatientEndpoint,
} from '@rafdesk/core';
import { type ListPage, listPageOf } from '../../shared/query/use-paged-list.js';

/** What a list screen asks for. */
export interface PatientQuery {
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly searchQuery: string | null;
  /** The Patients List's insurance filter, by name. */
  readonly insuranceName: string | null;
  /** Staff's selected doctor, or the doctor chosen in My Patients. */
  readonly doctorId: DoctorId | null;
  /** The order of the whole list (by patient name when absent). */
  readonly sort?: ListSort<string> | null;
}

/** The list's sort column as the server names it; the tables only offer these, so nothing else reaches here. */
function patientSortField(field: string | undefined): PatientSortField | undefined {
  return PATIENT_SORT_FIELDS.find((known) => known === field);
}

/** A screen's query as the list use case's request (the whole list's order; by patient name when absent). */
function listRequest(query: PatientQuery): PatientListRequest {
  const field = patientSortField(query.sort?.field);
  return {
    window: { pageNumber: query.pageNumber, pageSize: query.pageSize }, searchQuery: query.searchQuery, insuranceName: query.insuranceName,
    doctorId: query.doctorId, active: null, sort: field === undefined || !query.sort ? null : { field, direction: query.sort.direction },
  };
}

export type PatientPage = ListPage<PatientListRow>;

/** What the patient form offers (PatientsResolve). */
export interface PatientLookups {
  readonly insurances: readonly Insurance[];
  readonly genders: readonly GenderOption[];
  readonly plans: readonly Plan[];
}

/** The calls of the patient screens, over the portal's API client. */
export interface PatientsClient {
  /** Patients List (GET Patients). */
  list(query: PatientQuery): ResultAsync<PatientPage, ApiError>;
  /** My Patients (GET Patients/GetPatientList). */
  myPatients(query: PatientQuery): ResultAsync<PatientPage, ApiError>;
  /** Every patient in the caller's reach (the pending report and indicator). */
  all(doctorId: DoctorId | null): ResultAsync<readonly PatientListRow[], ApiError>;
  lookups(): ResultAsync<PatientLookups, ApiError>;
  doctors(): ResultAsync<readonly Doctor[], ApiError>;
  /** Creates the patient, or updates the one of `editing` (its record names it). */
  save(input: PatientInput, editing: PatientListRow | null): ResultAsync<void, ApiError>;
  setStatus(row: PatientListRow, active: boolean): ResultAsync<void, ApiError>;
}

/** {@link PatientsClient} over the API client. */
export function patientsClient(api: ApiClient): PatientsClient {
  return {
    list: (query) => callEndpoint(api, listPatientsEndpoint, listRequest(query)).map(listPageOf),
    myPatients: (query) => callEndpoint(api, listMyPatientsEndpoint, listRequest(query)).map(listPageOf),
    all: (doctorId) => callEndpoint(api, listAllPatientsEndpoint, { doctorId, active: null }).map((reply) => reply.data),
    lookups: () => callEndpoint(api, patientFormLookupsEndpoint, undefined).map((reply) => reply.data),
    // The doctors this caller may choose (active ones; insurance staff those with patients of their insurance).
    doctors: () => callEndpoint(api, staffDoctorsEndpoint, undefined).map((reply) => reply.data),
    save: (input, editing) => (editing
      ? callEndpoint(api, updatePatientEndpoint, { recordId: editing.recordId, form: input })
      : callEndpoint(api, createPatientEndpoint, input)).map(() => undefined),
    setStatus: (row, active) => callEndpoint(api, setPatientStatusEndpoint, { doctorId: row.doctorId, documentId: row.documentId, active }).map(() => undefined),
  };
}

/** Every row of the current search (page 1 of the export-all size), for Export to Excel. */
export function exportQuery(query: PatientQuery): PatientQuery {
  return { ...query, pageNumber: 1, pageSize: EXPORT_ALL_PAGE_SIZE };
}
