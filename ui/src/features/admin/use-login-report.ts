import { LOGIN_REPORT_PAGE_SIZE, LOGIN_REPORT_SORT_FIELDS, endpointKey, loginReportEndpoint } from '@rafdesk/core';
import { pagedRowsOf, usePagedList } from '../../shared/query/use-paged-list.js';
import { useAdminClient } from './admin-queries.js';
import type { LoginReportViewProps } from './login-report-view.js';
import { useSearchText } from '../../shared/components/use-search-text.js';

/** The login report's page (20 rows by default) and its search by user name, first or last name. */
export function useLoginReport(): LoginReportViewProps {
  const client = useAdminClient();
  const list = usePagedList(endpointKey(loginReportEndpoint), { searchQuery: null as string | null }, (request) => client.loginReport(request),
    { pageSize: LOGIN_REPORT_PAGE_SIZE, sortFields: LOGIN_REPORT_SORT_FIELDS });
  const search = useSearchText(list.filter.searchQuery, (searchQuery) => list.setFilter({ searchQuery }));
  return { ...pagedRowsOf(list), search };
}
