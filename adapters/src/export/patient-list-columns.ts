import { sexLabel, type PatientListRow } from '@rafdesk/core';
import { calendarDay, rowNumber, type Column } from './column.js';

const npi: Column<PatientListRow> = { header: 'NPI', format: 'text', width: 13, value: (row) => row.doctorNpi };
const doctorName: Column<PatientListRow> = { header: 'Doctor Name', format: 'text', width: 28, value: (row) => row.doctorName };
const patientName: Column<PatientListRow> = { header: 'Patient Name', format: 'text', width: 30, value: (row) => row.patientName };
const insurance: Column<PatientListRow> = { header: 'Insurance', format: 'text', width: 24, value: (row) => row.insuranceName };
const contractNo: Column<PatientListRow> = { header: 'INS Contract No', format: 'text', width: 17, value: (row) => row.insuranceContractNumber };
const plan: Column<PatientListRow> = { header: 'Plan', format: 'text', width: 20, value: (row) => row.planName };
const sex: Column<PatientListRow> = { header: 'Sex', format: 'text', width: 8, value: (row) => sexLabel(row.sex) };
const dob: Column<PatientListRow> = { header: 'DOB', format: 'date', width: 12, value: (row) => row.dateOfBirth };
const status: Column<PatientListRow> = { header: 'Status', format: 'text', width: 10, value: (row) => (row.active ? 'Active' : 'Inactive') };
const dxs: Column<PatientListRow> = { header: 'DXs', format: 'integer', width: 7, value: (row) => row.diagnosisCount };
const rafTotal: Column<PatientListRow> = { header: 'RAF Total', format: 'decimal', value: (row) => row.rafTotal };
const recordId: Column<PatientListRow> = { header: 'Record ID', format: 'integer', width: 11, value: (row) => row.recordId };
const drRecordId: Column<PatientListRow> = { header: 'Dr. Record ID', format: 'text', width: 14, value: (row) => row.doctorRecordId };
const recordDate: Column<PatientListRow> = { header: 'Record Date', format: 'date', width: 13, value: (row) => calendarDay(row.recordDate) };
const billedFirst: Column<PatientListRow> = { header: '% Billing First Semester', format: 'percent', width: 24, value: (row) => row.billedFractionFirstSemester };
const billedSecond: Column<PatientListRow> = { header: '% Billing Second Semester', format: 'percent', width: 25, value: (row) => row.billedFractionSecondSemester };
const rafBilledFirst: Column<PatientListRow> = { header: 'RAF Billed First Semester', format: 'decimal', width: 25, value: (row) => row.rafBilledFirstSemester };
const rafBilledSecond: Column<PatientListRow> = { header: 'RAF Billed Second Semester', format: 'decimal', width: 26, value: (row) => row.rafBilledSecondSemester };

const doctorColumns = (withDoctorColumns: boolean): Column<PatientListRow>[] => (withDoctorColumns ? [npi, doctorName] : []);

/** The Patients List table in its on-screen order (row number … Record Date), without the Details button. */
export function patientListColumns(withDoctorColumns: boolean): Column<PatientListRow>[] {
  return [
    rowNumber(),
    ...doctorColumns(withDoctorColumns),
    patientName, insurance, contractNo, plan, sex, dob, status, dxs,
    billedFirst, billedSecond, rafTotal, recordId, drRecordId, recordDate,
  ];
}

/** One semester sheet of the Pending RAF Validation Report: who is not (fully) billed in that semester and why. */
export function pendingRafColumns(semester: 1 | 2, withDoctorColumns: boolean): Column<PatientListRow>[] {
  const billed = semester === 1 ? [rafBilledFirst, billedFirst] : [rafBilledSecond, billedSecond];
  return [
    rowNumber(),
    ...doctorColumns(withDoctorColumns),
    patientName, insurance, contractNo, plan, status, dxs, rafTotal, ...billed, recordId, drRecordId,
  ];
}
