import type { PageRequest } from '../domain/pagination.js';
import type { SortedPageRequest } from '../ports/repositories/list-sort.js';
import type { PageWindow } from '../ports/repositories/page.js';
import { sortFields, sortOf } from '../wire/wire-fields.js';
import { SearchQuerySchema } from './request-fields.js';

/**
 * The input part of a codec for a paged list searched by name (`SearchQuery`): the page and the search, a blank
 * search left out of the query string.
 */
export const searchPageInput = {
  encodeInput: (request: PageRequest) => ({
    query: { pageNumber: request.pageNumber, pageSize: request.pageSize, SearchQuery: request.searchQuery ?? undefined },
  }),
  decodeInput: ({ query, page }: { readonly query: { readonly SearchQuery: string | null }; readonly page: PageWindow }): PageRequest => ({
    ...page, searchQuery: query.SearchQuery,
  }),
};

/**
 * A paged list searched by name that sorts on the server by one of `fields` (`sortField`, `sortOrder`): its query
 * schema and the input part of its codec. A field outside `fields` is a 400 naming `sortField`.
 */
export function sortedSearchPage<const F extends readonly [string, ...string[]]>(fields: F) {
  type Field = F[number];
  return {
    query: SearchQuerySchema.extend(sortFields(fields)),
    input: {
      encodeInput: (request: SortedPageRequest<Field>) => ({
        query: { ...searchPageInput.encodeInput(request).query, sortField: request.sort?.field, sortOrder: request.sort?.direction },
      }),
      decodeInput: ({ query, page }: {
        readonly query: { readonly SearchQuery: string | null; readonly sortField?: Field | undefined; readonly sortOrder?: 'asc' | 'desc' | undefined };
        readonly page: PageWindow;
      }): SortedPageRequest<Field> => ({ ...page, searchQuery: query.SearchQuery, sort: sortOf(query) }),
    },
  };
}
