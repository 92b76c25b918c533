import type { ResultAsync } from 'neverthrow';
import type { StorageError } from './storage-error.js';
import type { Page, PageWindow } from './page.js';
import type { AuditSortField, ListSort } from './list-sort.js';

/**
 * One line of the audit trail: who did what to which record, when and from where. Ids only, never patient
 * data, so the trail needs no more protection than the ids.
 */
export interface AuditRecord {
  readonly userId: string;
  /** What was done, as the route names it (`patients.read`). */
  readonly action: string;
  /** The id of the record touched, the comma-separated ids a list read handed out, or null (a refused input). */
  readonly recordId: string | null;
  readonly at: Date;
  readonly ip: string;
  readonly requestId: string;
  readonly outcome: 'success' | 'denied' | 'failed';
}

/** The append-only audit trail (storage refuses changes and deletions of entries). */
export interface AuditLog {
  /** Resolves `ok` once the entry is committed. */
  append(entry: AuditRecord): ResultAsync<void, StorageError>;
  /**
   * Entries newest first, or by the asked-for column (the line's own order breaking ties), optionally only one user's
   * or one record's (a list read's line names each record it handed out).
   */
  list(filter: AuditFilter): ResultAsync<Page<AuditRecord>, StorageError>;
}

/** Which audit lines to read; every given part must hold. */
export interface AuditFilter {
  readonly userId: string | null;
  readonly recordId: string | null;
  /** Actions starting with this text (`patients` finds `patients.read` and `patients.update`). */
  readonly action?: string | null;
  /** Lines at or after this instant. */
  readonly from?: Date | null;
  /** Lines before this instant. */
  readonly before?: Date | null;
  readonly window: PageWindow;
  readonly sort?: ListSort<AuditSortField> | null;
}

/**
 * Lets the transaction of a change carry the audit line of the request making it, so the change is never committed
 * without its line.
 */
export interface AuditScope {
  /**
   * Runs `work` with `entry` pending: the first transaction `work` commits writes it; `written` says whether one did,
   * `changedOutsideTransaction` whether `work` also wrote outside any transaction (a change that escaped its line).
   */
  during<T>(entry: AuditRecord, work: () => Promise<T>): Promise<{ readonly value: T; readonly written: boolean; readonly changedOutsideTransaction: boolean }>;
}
