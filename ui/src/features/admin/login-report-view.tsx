import type { LoginReportRow } from '@rafdesk/core';
import { ListTable, type PagedRows, type ServerSorted } from '../../shared/components/list-table.js';
import { dateTimeText } from '../../shared/format/date-text.js';
import { SearchBarView, type SearchBarViewProps } from '../../shared/components/search-bar-view.js';
import './admin.css';

export const LOGIN_REPORT_SEARCH_LABEL = 'Search by username, first or last name:';

export interface LoginReportViewProps extends PagedRows<LoginReportRow>, ServerSorted {
  readonly search: Omit<SearchBarViewProps, 'id' | 'label'>;
}

/** The login report: index, username, first name, last name, last login (MM/DD/YYYY time), days activity. */
export function LoginReportView({ rows, loading, failed, page, onPage, sort, onSort, search }: LoginReportViewProps) {
  return (
    <section className="admin-screen">
      <h1>Login Report</h1>
      <div className="admin-toolbar">
        <SearchBarView id="login-report-search" label={LOGIN_REPORT_SEARCH_LABEL} {...search} />
      </div>
      <ListTable label="Login Report" rows={rows} rowKey={(row) => row.userName} loading={loading} failed={failed} emptyMessage="No logins" page={page} onPage={onPage}
        serverSort={{ sort, onSort }}
        columns={[
          { header: '#', cell: (_, index) => index + 1 },
          { header: 'Username', sortField: 'userName', cell: (row) => row.userName },
          { header: 'First Name', sortField: 'firstName', cell: (row) => row.firstName ?? '' },
          { header: 'Last Name', sortField: 'lastName', cell: (row) => row.lastName ?? '' },
          { header: 'Last Login', sortField: 'lastLogin', cell: (row) => dateTimeText(row.lastLoginAt) },
          { header: 'Days Activity', sortField: 'activeDays', cell: (row) => row.activeDays, className: 'admin-number' },
        ]} />
    </section>
  );
}
