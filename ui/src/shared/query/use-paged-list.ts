import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResultAsync } from 'neverthrow';
import { type ApiError, type ListSort, DEFAULT_PAGE_SIZE } from '@rafdesk/core';
import { fromResult } from './from-result.js';
import { useListUrlState } from './use-list-url-state.js';

/** A page of a server-paged list (the `x-pagination` header's total beside the rows). */
export interface ListPage<Row> {
  readonly rows: readonly Row[];
  readonly totalCount: number;
}

/** A list reply as a page: its rows and the `x-pagination` total (the rows' count when the server sent none). */
export const listPageOf = <Row>(reply: { readonly data: Row[]; readonly pagination: { readonly totalCount: number } | null }): ListPage<Row> =>
  ({ rows: reply.data, totalCount: reply.pagination?.totalCount ?? reply.data.length });

export interface Paging {
  readonly pageNumber: number;
  readonly pageSize: number;
}

/** What a list screen gets: the rows of the asked-for page, its paging, the filter and the means to change them. */
export interface PagedList<Row, Filter> {
  readonly rows: readonly Row[];
  readonly loading: boolean;
  /** The page could not be read (and none was read before): the screen says so instead of "no rows". */
  readonly failed: boolean;
  readonly page: Paging & { readonly totalCount: number };
  readonly filter: Filter;
  /** A new page or page size; a new size starts again at page 1. */
  readonly onPage: (pageNumber: number, pageSize: number) => void;
  /** A new search or filter always starts at page 1. */
  readonly setFilter: (change: Partial<Filter>) => void;
  /** The order asked of the server (the whole list's), null for the list's own. */
  readonly sort: ListSort<string> | null;
  /** A new order starts again at page 1. */
  readonly onSort: (sort: ListSort<string> | null) => void;
  /** Marks every page of this list stale (after a mutation changed it); the page shown is read again. */
  readonly invalidate: () => void;
}

/** What a list view takes of a paged list: its rows, whether they load or could not be read, the page, the order and their setters. */
export const pagedRowsOf = <Row>(list: PagedList<Row, object>) => ({
  rows: list.rows, loading: list.loading, failed: list.failed, page: list.page, onPage: list.onPage, sort: list.sort, onSort: list.onSort,
});

/**
 * One hook for every server-paged list: the page (10 by default, sizes of the spec), the filter, and a cached
 * query per page and filter, so going back to a page shows it at once (and reads it again behind it) and a mutation re-reads only this list.
 * `key` names the list (`['patients', 'list', doctorId]`); `fetchPage` is the client call, asked for the page, the filter and the
 * order (sorting runs on the server, over the whole list). The search text (a filter's `searchQuery`), the order and
 * the page live in the URL (`useListUrlState`); the other filters live on the screen.
 */
export function usePagedList<Row, Filter extends object>(
  key: readonly unknown[],
  initialFilter: Filter,
  fetchPage: (request: Paging & Filter & { readonly sort: ListSort<string> | null }) => ResultAsync<ListPage<Row>, ApiError>,
  /**
   * A list whose spec gives another default page size (the login report's 20); `enabled: false` asks nothing (a role
   * the list is not for); `sortFields`, the server's sort fields of the list: a URL naming another sorts by none.
   */
  options: { readonly pageSize?: number; readonly enabled?: boolean; readonly sortFields?: readonly string[] } = {},
): PagedList<Row, Filter> {
  const queryClient = useQueryClient();
  const url = useListUrlState({ pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE, sortFields: options.sortFields ?? [] });
  const [screenFilter, setScreenFilter] = useState<Filter>(initialFilter);
  const searched = 'searchQuery' in initialFilter;
  const filter: Filter = searched ? { ...screenFilter, searchQuery: url.state.searchQuery } : screenFilter;
  const paging: Paging = { pageNumber: url.state.pageNumber, pageSize: url.state.pageSize };
  const sort = url.state.sort;
  const query = useQuery({
    queryKey: [...key, filter, sort, paging],
    queryFn: () => fromResult(fetchPage({ ...filter, ...paging, sort })),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
    // Lists change under other users' hands: a page seen before shows at once and is read again behind it.
    staleTime: 0,
  });
  // A page past the end (an old link, a list that shrank) shows the last page rather than an empty one.
  const lastPage = Math.max(1, Math.ceil((query.data?.totalCount ?? 0) / paging.pageSize));
  const pastTheEnd = query.data !== undefined && !query.isPlaceholderData && query.data.rows.length === 0 && paging.pageNumber > lastPage;
  useEffect(() => {
    if (pastTheEnd) url.change({ pageNumber: lastPage });
  }, [pastTheEnd, lastPage, url]);
  return {
    rows: query.data?.rows ?? [],
    loading: query.isFetching,
    failed: query.isError && query.data === undefined,
    page: { ...paging, totalCount: query.data?.totalCount ?? 0 },
    filter,
    onPage: (pageNumber, pageSize) => url.change({ pageNumber: pageSize === paging.pageSize ? pageNumber : 1, pageSize }),
    setFilter: (change) => {
      setScreenFilter((current) => ({ ...current, ...change }));
      const text = (change as { readonly searchQuery?: string | null }).searchQuery;
      url.change(searched && text !== undefined ? { searchQuery: text, pageNumber: 1 } : { pageNumber: 1 });
    },
    sort,
    onSort: (next) => url.change({ sort: next, pageNumber: 1 }),
    invalidate: () => void queryClient.invalidateQueries({ queryKey: key }),
  };
}
