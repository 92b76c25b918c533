import type { IsoDate } from '../../domain/calendar-date.js';
import type { ResultAsync } from 'neverthrow';
import type { InsuranceReportKind, InsuranceReportRow, PatientListRow, RecordDiagnosticRow } from '../../domain/index.js';
import type { NoteDocument } from '../../machines/smart-pn/note-document.js';

/** A finished file for the user to download. `fileName` includes the extension. */
export interface ExportFile {
  readonly fileName: string;
  readonly mediaType: string;
  readonly bytes: Uint8Array;
}

/** The export could not be produced (an invalid sheet name, the library failed). */
export interface ExportFailed {
  readonly kind: 'ExportFailed';
  readonly reason: string;
}

/** How a cell is shown: `decimal` with 2 decimals, `percent` as the ratio ×100 with 2 decimals, `money` in US dollars, `date` MM/DD/YYYY, `yes-no` for booleans. */
export type CellFormat = 'text' | 'integer' | 'decimal' | 'percent' | 'money' | 'date' | 'yes-no';
/** A cell's value; a `date` cell takes an ISO calendar date (YYYY-MM-DD). */
export type CellValue = string | number | boolean | null;

export interface ColumnSpec {
  readonly header: string;
  readonly format: CellFormat;
  readonly width?: number;
}

export interface SheetSpec {
  readonly name: string;
  readonly columns: readonly ColumnSpec[];
  readonly rows: readonly (readonly CellValue[])[];
}

/** How far a spreadsheet is written: rows of every sheet so far, of how many. */
export interface ExportWritten {
  readonly rows: number;
  readonly of: number;
}

/** Hears how far a spreadsheet is written. */
export type ExportProgress = (written: ExportWritten) => void;

/** A workbook: `title` becomes the file name (without extension); sheets keep their order. */
export interface WorkbookSpec {
  readonly title: string;
  readonly sheets: readonly SheetSpec[];
  /** Told as rows are written (a list of thousands takes seconds), and once more when the file is complete. */
  readonly onProgress?: ExportProgress;
}

/** Which optional columns a role sees: NPI, Doctor Name (and Speciality in insurance reports). */
export interface ExportColumnsOptions {
  readonly withDoctorColumns: boolean;
  /** Told as the rows are written; see {@link WorkbookSpec.onProgress}. */
  readonly onProgress?: ExportProgress;
}

/**
 * Spreadsheet exports (.xlsx) with the file and sheet names of the specification. Runs in the
 * browser and in Node alike. Every sheet starts with a header row; data rows follow in input order.
 */
export interface ReportExporter {
  /** Any workbook of named sheets. Refuses sheet names Excel cannot hold (empty, over 31 characters, `[]:*?/\`, duplicates). */
  workbook(spec: WorkbookSpec): ResultAsync<ExportFile, ExportFailed>;
  /** 'Patient List.xlsx' with the sheet 'Patient List'. */
  patientList(rows: readonly PatientListRow[], options: ExportColumnsOptions): ResultAsync<ExportFile, ExportFailed>;
  /** 'Pending RAF Validation Report.xlsx' with the sheets 'First Semester' and 'Second Semester'. */
  pendingRafValidation(
    report: { readonly firstSemester: readonly PatientListRow[]; readonly secondSemester: readonly PatientListRow[] },
    options: ExportColumnsOptions,
  ): ResultAsync<ExportFile, ExportFailed>;
  /** '{patient name} - Diagnostics Report.xlsx' with the sheets 'Patient Info' and 'Diagnostics Report'. */
  recordDiagnostics(patient: PatientListRow, diagnostics: readonly RecordDiagnosticRow[]): ResultAsync<ExportFile, ExportFailed>;
  /** 'Insurance General Report.xlsx', 'Insurance First Semester Report.xlsx' or 'Insurance Second Semester Report.xlsx'. */
  insuranceReport(
    kind: InsuranceReportKind,
    rows: readonly InsuranceReportRow[],
    options: ExportColumnsOptions,
  ): ResultAsync<ExportFile, ExportFailed>;
}

/** The printable diagnostics report of one record (PDF). */
/** When a report was printed and which payment year its figures are of: every page's footer says both. */
export interface PrintedReport {
  readonly printedOn: IsoDate;
  readonly paymentYear: number;
}

export interface DiagnosticsReportPrinter {
  /**
   * '{patient name} - Diagnostics Report.pdf': landscape pages, each with a 'Member' header and a page footer
   * (record, print date, payment year, page); the member's facts, RAF totals and notes, then the diagnostics with
   * BFS/BSS as Yes/No.
   */
  print(patient: PatientListRow, diagnostics: readonly RecordDiagnosticRow[], printed: PrintedReport): ResultAsync<ExportFile, ExportFailed>;
}

/** The PN Summary of a Smart progress note as a PDF (spec 02 §9: portrait, SmartPN-{recordID}.pdf, real text). */
export interface ProgressNotePrinter {
  /** Every block, the diagnoses with their MEAT evidence and the electronic-signature paragraph, as selectable text. */
  print(document: NoteDocument, recordId: number): ResultAsync<ExportFile, ExportFailed>;
}
