import type { DiagnosisSource } from '../../raf/diagnosis-source.js';
import type { ResultAsync } from 'neverthrow';
import type { RecordId, UserId } from '../../domain/ids.js';
import type { IsoDate } from '../../domain/calendar-date.js';
import type { KeptDiagnostic } from '../../domain/deleted-items.js';
import type { BillingSemester, DiagnosticDeletion } from '../../domain/record.js';
import type { RecordDiagnosticRow } from '../../domain/record-diagnostic.js';
import type { NotFound, StorageError } from './storage-error.js';
import type { Page, PageWindow } from './page.js';

/** A diagnostic to put on a record; codes are already normalised (upper case, no dot). */
export interface NewRecordDiagnostic {
  readonly code: string;
  readonly serviceDate: IsoDate | null;
  readonly queue: string | null;
  readonly provider: string | null;
  readonly specialty: string | null;
  readonly documentation: string | null;
  /** Where it was documented; face-to-face when absent. */
  readonly source?: DiagnosisSource;
}

/** A diagnostic loaded as it stands on its record (seeding a practice): active or not, billed or not, and by whom. */
export interface LoadedDiagnostic extends NewRecordDiagnostic {
  readonly recordId: RecordId;
  readonly active: boolean;
  readonly billedFirstSemester: boolean;
  readonly billedSecondSemester: boolean;
  readonly createdBy: UserId | null;
  /** Flags of a row put back by an undo; a seeded row has neither. */
  readonly inProgressNote?: boolean;
  readonly inProgressNotePreview?: boolean;
}

/** What was added and what the record already had (same code, service date and queue). */
export interface AddedDiagnostics {
  readonly added: readonly string[];
  readonly alreadyPresent: readonly string[];
}

/** The diagnostics of a record. Every multi-row change is one statement or one transaction. */
export interface RecordDiagnosticRepository {
  /** Ordered by code then service date, with the catalogue's texts and categories (empty when the code left the catalogue). */
  list(recordId: RecordId, window: PageWindow): ResultAsync<Page<RecordDiagnosticRow>, StorageError>;
  /** Every row of each record named, in the list's order, in one statement (a report's read); a record with none is absent. */
  listForRecords(recordIds: readonly RecordId[]): ResultAsync<ReadonlyMap<RecordId, RecordDiagnosticRow[]>, StorageError>;
  /** Every row of the record with one of the codes, in the list's order. */
  listCodes(recordId: RecordId, codes: readonly string[]): ResultAsync<RecordDiagnosticRow[], StorageError>;
  /** Adds many rows in one statement; rows the record already has are reported, not duplicated. */
  add(recordId: RecordId, rows: readonly NewRecordDiagnostic[], by: UserId | null, at: Date): ResultAsync<AddedDiagnostics, NotFound | StorageError>;
  /** Loads the diagnostics of many records in a few statements (rows the record has again are skipped); returns how many were written. */
  addMany(rows: readonly LoadedDiagnostic[], at: Date): ResultAsync<number, StorageError>;
  /** Sets every row of the code active or inactive; `NotFound` when the record has no such code. */
  setActive(recordId: RecordId, code: string, active: boolean, at: Date): ResultAsync<void, NotFound | StorageError>;
  /** Marks the codes billed (or not) in a semester; returns how many rows changed. */
  setBilling(recordId: RecordId, codes: readonly string[], semester: BillingSemester, billed: boolean, at: Date): ResultAsync<number, StorageError>;
  /** Flags the codes as attached to a submitted progress note or to its preview. */
  setProgressNoteFlags(recordId: RecordId, codes: readonly string[], flags: { inProgressNote?: boolean; inProgressNotePreview?: boolean }, at: Date): ResultAsync<number, StorageError>;
  /** Removes one row (code, service date and queue as listed; null matches null) and answers it as it stood, for the undo. */
  delete(deletion: DiagnosticDeletion): ResultAsync<KeptDiagnostic[], NotFound | StorageError>;
  /** Removes every row of the record and answers them as they stood, for the undo. */
  deleteAll(recordId: RecordId): ResultAsync<KeptDiagnostic[], StorageError>;
}
