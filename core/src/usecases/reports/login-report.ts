import type { ResultAsync } from 'neverthrow';
import type { LoginReportRow } from '../../domain/login-report-row.js';
import type { LoginReportSortField, SortedPageRequest } from '../../ports/repositories/list-sort.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { Page } from '../../ports/repositories/page.js';
import type { AppPorts } from '../app-ports.js';

/**
 * The login report: one line per account with user name, first and last name, the last successful sign-in and the
 * days of activity, which are the distinct calendar days (UTC) with at least one successful sign-in. Most recent
 * sign-in first, or by the asked-for column over the whole report; the search matches user name, first or last name.
 */
export function loginReport(ports: Pick<AppPorts, 'signInEvents'>, request: SortedPageRequest<LoginReportSortField>): ResultAsync<Page<LoginReportRow>, StorageError> {
  return ports.signInEvents.loginReport(request);
}
