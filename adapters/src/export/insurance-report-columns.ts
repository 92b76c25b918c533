import type { InsuranceReportKind, InsuranceReportRow } from '@rafdesk/core';
import { rowNumber, type Column } from './column.js';

type C = Column<InsuranceReportRow>;

const doctorColumns: C[] = [
  { header: 'NPI', format: 'text', width: 13, value: (row) => row.doctorNpi },
  { header: 'Doctor', format: 'text', width: 28, value: (row) => row.doctorName },
  { header: 'Speciality', format: 'text', width: 24, value: (row) => row.doctorSpeciality },
];

const netSurplusBilled: Record<Exclude<InsuranceReportKind, 'general'>, C> = {
  firstSemester: { header: 'Net Surplus Billed First Semester', format: 'money', width: 32, value: (row) => row.netSurplusBilled },
  secondSemester: { header: 'Net Surplus Billed Second Semester', format: 'money', width: 33, value: (row) => row.netSurplusBilled },
};

/**
 * The insurance report columns: NPI, Doctor and Speciality only for roles that see them, then the
 * report's figures; the semester reports add the net surplus billed in their semester. Money in US
 * dollars; shares (surplus agreement, percentage, MLR) as percentages with 2 decimals.
 */
export function insuranceReportColumns(kind: InsuranceReportKind, withDoctorColumns: boolean): C[] {
  return [
    rowNumber(),
    ...(withDoctorColumns ? doctorColumns : []),
    { header: 'Insurance Name', format: 'text', width: 24, value: (row) => row.insuranceName },
    { header: 'Active Patients', format: 'integer', width: 15, value: (row) => row.activePatients },
    { header: 'RAF Score', format: 'decimal', width: 11, value: (row) => row.rafScore },
    { header: 'Premium Value', format: 'money', width: 15, value: (row) => row.premiumValue },
    { header: 'Surplus Agreement', format: 'percent', width: 18, value: (row) => row.surplusAgreement },
    { header: 'Percentage', format: 'percent', width: 12, value: (row) => row.billedFraction },
    { header: 'MLR', format: 'percent', width: 9, value: (row) => row.medicalLossRatio },
    { header: 'Annual Budget', format: 'money', width: 16, value: (row) => row.annualBudget },
    { header: 'Surplus Total', format: 'money', width: 16, value: (row) => row.surplusTotal },
    { header: 'Net Surplus', format: 'money', width: 15, value: (row) => row.netSurplus },
    ...(kind === 'general' ? [] : [netSurplusBilled[kind]]),
    { header: 'Expenses Overall', format: 'money', width: 17, value: (row) => row.expensesOverall },
  ];
}
