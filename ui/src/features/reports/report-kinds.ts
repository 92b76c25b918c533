import type { InsuranceReportKind, InsuranceReportRow, ReportSortField } from '@rafdesk/core';

/** Each report's title (spec 02 §2 and §7). */
export const REPORTS: Record<InsuranceReportKind, { readonly title: string }> = {
  general: { title: 'Insurance General Report' },
  firstSemester: { title: 'Insurance Billed First Semester Report' },
  secondSemester: { title: 'Insurance Billed Second Semester Report' },
};

export type CellKind = 'index' | 'text' | 'integer' | 'raf' | 'money' | 'percent';

/** One column of a report table. */
export interface ReportColumn {
  readonly header: string;
  readonly kind: CellKind;
  readonly value: (row: InsuranceReportRow) => string | number | null;
  /** NPI, doctor and speciality: not for Doctor and Staff. */
  readonly doctorColumn: boolean;
  /** The server's sort field of a stored column; computed columns have none and do not sort. */
  readonly sortField?: ReportSortField;
}

const SORT_FIELDS: Readonly<Record<string, ReportSortField>> = {
  NPI: 'doctorNpi', Doctor: 'doctorName', Speciality: 'doctorSpeciality', 'Insurance Name': 'insuranceName', 'Active Patients': 'activePatients',
  'Premium Value': 'premiumValue', 'Surplus Agreement': 'surplusAgreement', MLR: 'medicalLossRatio', 'Expenses Overall': 'expensesOverall',
};

const column = (header: string, kind: CellKind, value: ReportColumn['value'], doctorColumn = false): ReportColumn => {
  const sortField = SORT_FIELDS[header];
  return { header, kind, value, doctorColumn, ...(sortField === undefined ? {} : { sortField }) };
};

const DOCTOR = [
  column('NPI', 'text', (row) => row.doctorNpi, true),
  column('Doctor', 'text', (row) => row.doctorName, true),
  column('Speciality', 'text', (row) => row.doctorSpeciality, true),
];
const GENERAL = [
  ...DOCTOR,
  column('Insurance Name', 'text', (row) => row.insuranceName),
  column('Active Patients', 'integer', (row) => row.activePatients),
  column('RAF Score', 'raf', (row) => row.rafScore),
  column('Premium Value', 'money', (row) => row.premiumValue),
  column('Surplus Agreement', 'percent', (row) => row.surplusAgreement),
  column('Percentage', 'percent', (row) => row.billedFraction),
  column('MLR', 'percent', (row) => row.medicalLossRatio),
  column('Annual Budget', 'money', (row) => row.annualBudget),
  column('Surplus Total', 'money', (row) => row.surplusTotal),
  column('Net Surplus', 'money', (row) => row.netSurplus),
];
const EXPENSES = column('Expenses Overall', 'money', (row) => row.expensesOverall);

/** The columns of a report as the spec lists them; the caller leaves out the doctor columns for Doctor and Staff. */
export function reportColumns(kind: InsuranceReportKind): readonly ReportColumn[] {
  switch (kind) {
    case 'general':
      return [...GENERAL, EXPENSES];
    case 'firstSemester':
      return [...GENERAL, column('Net Surplus Billed First Semester', 'money', (row) => row.netSurplusBilled), EXPENSES];
    case 'secondSemester':
      return [column('#', 'index', () => null), ...DOCTOR, ...GENERAL.slice(3, 6), column('Percentage', 'percent', (row) => row.billedFraction)];
  }
}

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A cell as shown: US dollars, the ratio ×100 with 2 decimals, RAF with 2 decimals. */
export function cellText(kind: CellKind, value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'money':
      return DOLLARS.format(value);
    case 'percent':
      return `${(value * 100).toFixed(2)}%`;
    case 'raf':
      return value.toFixed(2);
    default:
      return String(value);
  }
}
