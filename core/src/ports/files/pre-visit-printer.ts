import type { ResultAsync } from 'neverthrow';
import type { ExportFailed, ExportFile } from './report-exporter.js';

/** One open gap as the pre-visit summary prints it: what, why we think so, its worth, and what documentation closes it. */
export interface PreVisitGapLine {
  /** "Recapture HCC37 Diabetes with Chronic Complications", with how far this year covers it. */
  readonly gap: string;
  readonly evidence: readonly string[];
  /** "+0.166 RAF, $1,234 a year, factors final". */
  readonly value: string;
  /** The words of what closes it and the codes that do. */
  readonly documentation: string;
}

/** One of last year's HCCs and where it stands this year. */
export interface PreVisitHccLine {
  readonly hcc: string;
  readonly codes: string;
  readonly thisYear: string;
}

/** One patient's page, in words ready to print; every page the patient's gaps run to names the patient and the date of birth. */
export interface PreVisitPage {
  readonly patientName: string;
  /** "DOB 07/04/1944". */
  readonly dateOfBirth: string;
  /** Label and value pairs: contract number, doctor, insurance, visit, payment year, open value, days left. */
  readonly facts: readonly (readonly [label: string, value: string])[];
  readonly gaps: readonly PreVisitGapLine[];
  /** Shown instead of the gaps table when there is none open. */
  readonly noGaps: string;
  readonly lastYear: readonly PreVisitHccLine[];
  readonly noLastYear: string;
}

/** A pre-visit summary: one page per patient (a day's list has several), with one footer line. */
export interface PreVisitDocument {
  readonly title: string;
  readonly pages: readonly PreVisitPage[];
  /** "Printed 12/02/2026 - Payment year 2027": the page number is added to it. */
  readonly footer: string;
}

/** Prints a pre-visit summary as a PDF of real text (US Letter portrait). */
export interface PreVisitSummaryPrinter {
  print(document: PreVisitDocument, fileName: string): ResultAsync<ExportFile, ExportFailed>;
}
