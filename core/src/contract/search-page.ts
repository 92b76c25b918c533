import type { PageRequest } from '../domain/pagination.js';
import type { PageWindow } from '../ports/repositories/page.js';

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
