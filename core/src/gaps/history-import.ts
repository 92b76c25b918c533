import type { Result } from 'neverthrow';
import type { IsoDate } from '../domain/calendar-date.js';
import type { HistorySource } from './gap-facts.js';

/** The columns an imported history may have; a line names its patient by contract number or record id. */
export const HISTORY_FIELDS = ['contractNumber', 'recordId', 'code', 'dateOfService', 'source', 'providerNpi'] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];

/** At most this many lines in one file. */
export const MAX_HISTORY_ROWS = 50_000;

/** The patient a line names, as the importer found it (the caller may reach it). */
export interface HistoryPatient {
  readonly patientId: number;
  readonly recordId: number;
}

/** What lines are checked against, loaded before the check: patients by contract number and by record id. */
export interface HistoryContext {
  readonly byContractNumber: (contractNumber: string) => HistoryPatient | null;
  readonly byRecordId: (recordId: number) => HistoryPatient | null;
  /** The day of the import: a date of service after it is refused. */
  readonly today: IsoDate;
}

/** One line taken: the diagnosis to store for the patient. */
export interface ImportedDiagnosis {
  readonly line: number;
  readonly patientId: number;
  readonly recordId: number;
  readonly code: string;
  readonly dateOfService: IsoDate;
  readonly source: HistorySource;
  readonly providerNpi: string | null;
}

/** What became of one line: taken, or refused with every reason as "Column: reason". */
export interface HistoryLineReport {
  readonly line: number;
  readonly status: 'taken' | 'refused';
  readonly errors: readonly string[];
}

export interface HistoryImportPlan {
  readonly taken: readonly ImportedDiagnosis[];
  readonly lines: readonly HistoryLineReport[];
  readonly ignoredColumns: readonly string[];
}

/** The file cannot be read as a history: no heading, a required column missing, no lines, too many lines. */
export interface HistoryFileInvalid {
  readonly kind: 'HistoryFileInvalid';
  readonly problems: readonly string[];
}

/**
 * Checks an imported history already read into rows of cells (CSV by `parseCsv`, .xlsx by the server's reader): the
 * first non-blank row names the columns; each line is taken or refused with its reasons. Pure; the caller stores `taken`.
 */
export function planHistoryImport(rows: readonly (readonly string[])[], context: HistoryContext): Result<HistoryImportPlan, HistoryFileInvalid> {
  void rows; void context;
  throw new Error('planHistoryImport: not implemented yet');
}
