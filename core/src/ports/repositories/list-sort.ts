import type { PageRequest } from '../../domain/pagination.js';

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

/** A page of a list searched by name, in the order of one of its columns (the list's own order when none). */
export type SortedPageRequest<Field extends string> = PageRequest & { readonly sort?: ListSort<Field> | null };

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

/** The Users list's sortable columns (spec 02 §2): its data columns; the Active and 2FA boxes and the actions do not sort. */
export const USER_SORT_FIELDS = ['documentId', 'speciality', 'userName', 'sex', 'dateOfBirth', 'phone', 'email', 'role'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** The Doctors List's sortable columns: its data columns but Age, which is DOB the other way round. */
export const DOCTOR_SORT_FIELDS = ['npi', 'doctorName', 'speciality', 'dateOfBirth', 'sex', 'phone', 'phone2'] as const;
export type DoctorSortField = (typeof DOCTOR_SORT_FIELDS)[number];

/** The login report's sortable columns: every column but the index. */
export const LOGIN_REPORT_SORT_FIELDS = ['userName', 'firstName', 'lastName', 'lastLogin', 'activeDays'] as const;
export type LoginReportSortField = (typeof LOGIN_REPORT_SORT_FIELDS)[number];

/** The Insurance Agreements list's sortable columns: every stored column. */
export const AGREEMENT_SORT_FIELDS = [
  'doctorName', 'insuranceName', 'paymentYear', 'premiumValue', 'surplusAgreement', 'medicalLossRatio', 'expensesOverall', 'status',
] as const;
export type AgreementSortField = (typeof AGREEMENT_SORT_FIELDS)[number];

/**
 * The audit log's sortable columns: those stored on the line. The user column shows a name looked up after the page
 * is read and the record ids are a list, so neither sorts.
 */
export const AUDIT_SORT_FIELDS = ['at', 'action', 'ip', 'outcome'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

/** `sort` when its field is one of `fields` (typed as such), null otherwise: a caller's order narrowed to a list's columns. */
export function sortWithin<Field extends string>(fields: readonly Field[], sort: ListSort<string> | null | undefined): ListSort<Field> | null {
  const field = fields.find((known) => known === sort?.field);
  return field === undefined || sort == null ? null : { field, direction: sort.direction };
}
