import { ResultAsync, errAsync } from 'neverthrow';
import type {
  ExportColumnsOptions,
  ExportFailed,
  ExportFile,
  InsuranceReportKind,
  InsuranceReportRow,
  PatientListRow,
  RecordDiagnosticRow,
  ReportExporter,
  WorkbookSpec,
} from '@rafdesk/core';
import { sheetOf } from './column.js';
import { writeWorkbook, XLSX_MEDIA_TYPE } from './excel-workbook.js';
import { diagnosticsReportTitle, EXPORT_TITLES, safeFileName } from './file-names.js';
import { insuranceReportColumns } from './insurance-report-columns.js';
import { patientListColumns, pendingRafColumns } from './patient-list-columns.js';
import { DIAGNOSTICS_REPORT_COLUMNS, PATIENT_INFO_COLUMNS } from './record-diagnostics-columns.js';

const INSURANCE_TITLES: Record<InsuranceReportKind, string> = {
  general: EXPORT_TITLES.insuranceGeneral,
  firstSemester: EXPORT_TITLES.insuranceFirstSemester,
  secondSemester: EXPORT_TITLES.insuranceSecondSemester,
};

const failed = (reason: string): ExportFailed => ({ kind: 'ExportFailed', reason });
// Only when asked: a workbook spec without the key stays as it was.
const progressOf = (options: ExportColumnsOptions) => (options.onProgress ? { onProgress: options.onProgress } : {});

/** .xlsx exports with exceljs; no Node-only API, so the browser builds the same files as the server. */
export class ExcelReportExporter implements ReportExporter {
  workbook(spec: WorkbookSpec): ResultAsync<ExportFile, ExportFailed> {
    return ResultAsync.fromPromise(writeWorkbook(spec), () => failed('the spreadsheet library failed'))
      .andThen((written) => written.mapErr(failed))
      .map((bytes) => ({ fileName: safeFileName(spec.title, 'xlsx'), mediaType: XLSX_MEDIA_TYPE, bytes }));
  }

  patientList(rows: readonly PatientListRow[], options: ExportColumnsOptions): ResultAsync<ExportFile, ExportFailed> {
    const title = EXPORT_TITLES.patientList;
    return this.workbook({ title, sheets: [sheetOf(title, patientListColumns(options.withDoctorColumns), rows)], ...progressOf(options) });
  }

  pendingRafValidation(
    report: { readonly firstSemester: readonly PatientListRow[]; readonly secondSemester: readonly PatientListRow[] },
    options: ExportColumnsOptions,
  ): ResultAsync<ExportFile, ExportFailed> {
    return this.workbook({
      title: EXPORT_TITLES.pendingRafValidation,
      sheets: [
        sheetOf('First Semester', pendingRafColumns(1, options.withDoctorColumns), report.firstSemester),
        sheetOf('Second Semester', pendingRafColumns(2, options.withDoctorColumns), report.secondSemester),
      ],
      ...progressOf(options),
    });
  }

  recordDiagnostics(patient: PatientListRow, diagnostics: readonly RecordDiagnosticRow[]): ResultAsync<ExportFile, ExportFailed> {
    if (patient.patientName.trim() === '') return errAsync(failed('the patient has no name to title the report'));
    return this.workbook({
      title: diagnosticsReportTitle(patient.patientName),
      sheets: [sheetOf('Patient Info', PATIENT_INFO_COLUMNS, [patient]), sheetOf('Diagnostics Report', DIAGNOSTICS_REPORT_COLUMNS, diagnostics)],
    });
  }

  insuranceReport(
    kind: InsuranceReportKind,
    rows: readonly InsuranceReportRow[],
    options: ExportColumnsOptions,
  ): ResultAsync<ExportFile, ExportFailed> {
    const title = INSURANCE_TITLES[kind];
    // Sheet names hold at most 31 characters; the file keeps the full title.
    const sheetName = title.replace(/^Insurance /, '');
    return this.workbook({ title, sheets: [sheetOf(sheetName, insuranceReportColumns(kind, options.withDoctorColumns), rows)], ...progressOf(options) });
  }
}
