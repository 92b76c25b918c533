/** Which way a sorted list runs. */
export type SortDirection = 'asc' | 'desc';

/**
 * A list's order: one of its sortable columns and the direction. Every repository breaks ties by id in the same
 * direction, so pages never overlap or skip a row.
 */
export interface ListSort<Field extends string> {
  readonly field: Field;
  readonly direction: SortDirection;
}

/** The columns the patient lists (Patients List, My Patients) sort by on the server. */
export const PATIENT_SORT_FIELDS = [
  'patientName', 'doctorName', 'doctorNpi', 'doctorSpeciality', 'insuranceName', 'insuranceContractNumber', 'planName', 'sex', 'dateOfBirth', 'phone',
  'diagnosisCount', 'billedFractionFirstSemester', 'billedFractionSecondSemester', 'rafTotal', 'recordId', 'doctorRecordId', 'recordDate',
] as const;
export type PatientSortField = (typeof PATIENT_SORT_FIELDS)[number];
