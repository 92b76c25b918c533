import type { CellValue, ColumnSpec, WorkbookSpec } from '../../ports/files/report-exporter.js';
import type { ComplianceReport, ComplianceSummary } from './compliance-views.js';

/** The export's file and sheet name. */
export const COMPLIANCE_REPORT_TITLE = 'Compliance Report';

/** The report's columns as the screen and the export head them, each with the figure it shows. */
export const COMPLIANCE_REPORT_COLUMNS: readonly (ColumnSpec & { readonly figure: keyof ComplianceSummary })[] = [
  { header: 'Records', format: 'integer', figure: 'records' },
  { header: 'RAF Coded', format: 'decimal', figure: 'rafCoded' },
  { header: 'RAF That Counts', format: 'decimal', figure: 'rafCounts' },
  { header: 'Share That Counts', format: 'percent', figure: 'shareThatCounts' },
  { header: 'RAF At Risk', format: 'decimal', figure: 'rafAtRisk' },
  { header: 'Flagged Codes', format: 'integer', figure: 'flaggedCodes' },
  { header: 'Overrides', format: 'integer', figure: 'overrides' },
  { header: 'Chart-Review Share', format: 'percent', figure: 'chartReviewShare' },
  { header: 'HRA-Only Share', format: 'percent', figure: 'hraOnlyShare' },
  { header: 'Adds', format: 'integer', figure: 'adds' },
  { header: 'Deletes', format: 'integer', figure: 'deletes' },
  { header: 'Add:Delete', format: 'decimal', figure: 'addDeleteRatio' },
  { header: 'Not Scored', format: 'integer', figure: 'unscored' },
];

const figures = (summary: ComplianceSummary): CellValue[] => COMPLIANCE_REPORT_COLUMNS.map((column) => summary[column.figure]);

/** One line per doctor and the practice's total last, as the report screen shows them. */
export function complianceReportWorkbook(report: ComplianceReport): WorkbookSpec {
  const columns: ColumnSpec[] = [{ header: 'Doctor', format: 'text', width: 26 }, ...COMPLIANCE_REPORT_COLUMNS.map(({ header, format }) => ({ header, format, width: 14 }))];
  const rows: CellValue[][] = [
    ...report.doctors.map((doctor) => [doctor.doctorName, ...figures(doctor)]),
    [`Practice (PY${report.paymentYear})`, ...figures(report.practice)],
  ];
  return { title: `${COMPLIANCE_REPORT_TITLE} PY${report.paymentYear}`, sheets: [{ name: COMPLIANCE_REPORT_TITLE, columns, rows }] };
}
