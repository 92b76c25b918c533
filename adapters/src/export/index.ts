// Spreadsheet and PDF exports with the specification's file and sheet names; browser-safe (no Node-only API).
export { ExcelReportExporter } from './excel-report-exporter.js';
export { JsPdfDiagnosticsReport, memberTitle } from './jspdf-diagnostics-report.js';
export { EXPORT_TITLES, diagnosticsReportTitle, safeFileName } from './file-names.js';
export { sheetOf, rowNumber, type Column } from './column.js';
export { patientListColumns, pendingRafColumns } from './patient-list-columns.js';
export { PATIENT_INFO_COLUMNS, DIAGNOSTICS_REPORT_COLUMNS } from './record-diagnostics-columns.js';
export { insuranceReportColumns } from './insurance-report-columns.js';
export { XLSX_MEDIA_TYPE } from './excel-workbook.js';
