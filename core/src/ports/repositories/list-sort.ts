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

/**
 * The columns the insurance reports sort by on the server: those read from the agreement, the doctor and the
 * insurance as stored. The computed ones (RAF score, budget, surpluses, percentage) follow from formulas over
 * every row and do not sort.
 */
export const REPORT_SORT_FIELDS = [
  'doctorNpi', 'doctorName', 'doctorSpeciality', 'insuranceName', 'activePatients', 'premiumValue', 'surplusAgreement', 'medicalLossRatio', 'expensesOverall',
] as const;
export type ReportSortField = (typeof REPORT_SORT_FIELDS)[number];

/** The Insurance List's sortable columns: Name and Date Added (spec 02 §2). */
export const INSURANCE_SORT_FIELDS = ['insuranceName', 'creationDate'] as const;
export type InsuranceSortField = (typeof INSURANCE_SORT_FIELDS)[number];
