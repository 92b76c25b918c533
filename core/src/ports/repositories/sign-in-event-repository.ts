import type { ResultAsync } from 'neverthrow';
import type { UserId } from '../../domain/ids.js';
import type { LoginReportRow } from '../../domain/login-report-row.js';
import type { StorageError } from './storage-error.js';
import type { Page } from './page.js';
import type { LoginReportSortField, SortedPageRequest } from './list-sort.js';

/** One sign-in attempt. `userName` is the name typed (normalised), even when no account has it. */
export interface SignInEvent {
  readonly userId: UserId | null;
  readonly userName: string;
  readonly succeeded: boolean;
  readonly method: 'password' | 'oidc';
  /** A short code (`password`, `locked`, `inactive`, `totp`…), never the password or a token. */
  readonly failureReason: string | null;
  readonly ip: string | null;
  readonly userAgent: string | null;
  readonly at: Date;
}

/** The sign-in history: written on every attempt, read by the login report. */
export interface SignInEventRepository {
  record(event: SignInEvent): ResultAsync<void, StorageError>;
  /**
   * One row per account, most recent sign-in first (never-signed-in accounts last, by user name). The search
   * matches user name, first or last name. `activeDays` counts distinct UTC days with a successful sign-in. An asked-for
   * column orders it instead (texts in any letter case, the user name breaking ties).
   */
  loginReport(request: SortedPageRequest<LoginReportSortField>): ResultAsync<Page<LoginReportRow>, StorageError>;
}
