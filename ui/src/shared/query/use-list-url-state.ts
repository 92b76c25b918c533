import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { type ListSort, PAGE_SIZE_OPTIONS } from '@rafdesk/core';

/** Where a list stands: its search text, its order (null for the list's own) and its page. */
export interface ListUrlState {
  readonly searchQuery: string | null;
  readonly sort: ListSort<string> | null;
  readonly pageNumber: number;
  readonly pageSize: number;
}

/** The query-string names of a list's state: `?q=maria&sort=lastName&order=desc&page=2&size=20`. */
const PARAM = { searchQuery: 'q', sortField: 'sort', sortOrder: 'order', pageNumber: 'page', pageSize: 'size' } as const;

// A hand-edited or old link never breaks the screen: each part that does not read falls back to its default alone.
const PageNumberParam = z.coerce.number().int().positive();
const PageSizeParam = z.coerce.number().refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size));
const SortOrderParam = z.enum(['asc', 'desc']);

/** The state a query string holds, every bad or missing part read as its default. */
export function listStateOf(params: URLSearchParams, defaults: { readonly pageSize: number; readonly sortFields: readonly string[] }): ListUrlState {
  const field = params.get(PARAM.sortField);
  const text = params.get(PARAM.searchQuery)?.trim() ?? '';
  return {
    searchQuery: text === '' ? null : text,
    sort: field !== null && defaults.sortFields.includes(field)
      ? { field, direction: SortOrderParam.catch('asc').parse(params.get(PARAM.sortOrder)) }
      : null,
    pageNumber: PageNumberParam.catch(1).parse(params.get(PARAM.pageNumber) ?? undefined),
    pageSize: PageSizeParam.catch(defaults.pageSize).parse(params.get(PARAM.pageSize) ?? undefined),
  };
}

/**
 * The query string with `state` written in the list's own names, always in one order (a link reads the same however
 * the list got there); defaults are left out, other parameters kept before them.
 */
export function paramsWith(params: URLSearchParams, state: ListUrlState, defaultPageSize: number): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(PARAM)) next.delete(name);
  const put = (name: string, value: string | null) => (value === null ? undefined : next.append(name, value));
  put(PARAM.searchQuery, state.searchQuery);
  put(PARAM.sortField, state.sort?.field ?? null);
  put(PARAM.sortOrder, state.sort?.direction ?? null);
  put(PARAM.pageNumber, state.pageNumber === 1 ? null : String(state.pageNumber));
  put(PARAM.pageSize, state.pageSize === defaultPageSize ? null : String(state.pageSize));
  return next;
}

/**
 * A list's search text, sort and page kept in the URL, so a refresh, a shared link and Back show the list as it was.
 * A change replaces the history entry: Back leaves the list for the screen before it rather than stepping through
 * every page and order tried on the way.
 */
export function useListUrlState(defaults: { readonly pageSize: number; readonly sortFields: readonly string[] }): {
  readonly state: ListUrlState;
  readonly change: (change: Partial<ListUrlState>) => void;
} {
  const [params, setParams] = useSearchParams();
  const state = listStateOf(params, defaults);
  return {
    state,
    change: (change) => setParams((current) => paramsWith(current, { ...listStateOf(current, defaults), ...change }, defaults.pageSize), { replace: true }),
  };
}
