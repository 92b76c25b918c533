import { sexLabel, type PatientListRow, type RecordDiagnosticRow } from '@rafdesk/core';
import { rowNumber, type Column } from './column.js';

/** The 'Patient Info' sheet: the patient card, the RAF card and both note lists of the records view, in one row. */
export const PATIENT_INFO_COLUMNS: readonly Column<PatientListRow>[] = [
  { header: 'Patient Name', format: 'text', width: 30, value: (row) => row.patientName },
  { header: 'INS Contract No', format: 'text', width: 17, value: (row) => row.insuranceContractNumber },
  { header: 'Insurance', format: 'text', width: 24, value: (row) => row.insuranceName },
  { header: 'Plan', format: 'text', width: 20, value: (row) => row.planName },
  { header: 'DOB', format: 'date', width: 12, value: (row) => row.dateOfBirth },
  { header: 'Sex', format: 'text', width: 8, value: (row) => sexLabel(row.sex) },
  { header: 'Status', format: 'text', width: 10, value: (row) => (row.active ? 'Active' : 'Inactive') },
  { header: 'RAF Total', format: 'decimal', value: (row) => row.rafTotal },
  { header: 'RAF Billed First Semester', format: 'decimal', width: 25, value: (row) => row.rafBilledFirstSemester },
  { header: '% Billing First Semester', format: 'percent', width: 24, value: (row) => row.billedFractionFirstSemester },
  { header: 'RAF Billed Second Semester', format: 'decimal', width: 26, value: (row) => row.rafBilledSecondSemester },
  { header: '% Billing Second Semester', format: 'percent', width: 25, value: (row) => row.billedFractionSecondSemester },
  { header: 'Doctor Notes', format: 'text', width: 40, value: (row) => row.doctorNotes },
  { header: 'MAG Notes', format: 'text', width: 40, value: (row) => row.magNotes },
  { header: 'Record ID', format: 'integer', width: 11, value: (row) => row.recordId },
];

/** The 'Diagnostics Report' sheet: the records view's diagnostics table (without expand and Delete) plus the service date of the row details. */
export const DIAGNOSTICS_REPORT_COLUMNS: readonly Column<RecordDiagnosticRow>[] = [
  rowNumber(),
  { header: 'Code', format: 'text', width: 10, value: (row) => row.code },
  { header: 'Description', format: 'text', width: 50, value: (row) => row.description },
  { header: 'V24 CMSHCC1', format: 'integer', width: 13, value: (row) => row.v24Hcc1 },
  { header: 'V28 CMSHCC1', format: 'integer', width: 13, value: (row) => row.v28Hcc1 },
  { header: 'V24 CMSHCC2', format: 'integer', width: 13, value: (row) => row.v24Hcc2 },
  { header: 'V28 CMSHCC2', format: 'integer', width: 13, value: (row) => row.v28Hcc2 },
  { header: 'Clinical Manifestations', format: 'text', width: 30, value: (row) => row.clinicalManifestations },
  { header: 'Treatment', format: 'text', width: 30, value: (row) => row.treatment },
  { header: 'Alert', format: 'text', width: 30, value: (row) => row.alert },
  { header: 'Specialty', format: 'text', width: 28, value: (row) => row.specialty },
  { header: 'Provider', format: 'text', width: 24, value: (row) => row.provider },
  { header: 'Billing First Semester', format: 'yes-no', width: 22, value: (row) => row.billedFirstSemester },
  { header: 'Billing Second Semester', format: 'yes-no', width: 23, value: (row) => row.billedSecondSemester },
  { header: 'Active', format: 'yes-no', width: 8, value: (row) => row.active },
  { header: 'Service Date', format: 'date', width: 13, value: (row) => row.serviceDate },
];
