import { z } from 'zod';
import { err, type Result } from 'neverthrow';
import { PaginationSchema, type PageRequest, type Pagination } from '../domain/pagination.js';
import { parseWire, type WireFormatError } from './wire-format-error.js';

/** Name of the response header that carries a page's position. */
export const PAGINATION_HEADER = 'x-pagination';

/** The `x-pagination` header value: JSON with totalCount, pageSize, currentPage. */
export function toPaginationHeader(page: Pagination): string {
  return JSON.stringify({ totalCount: page.totalCount, pageSize: page.pageSize, currentPage: page.currentPage });
}

/** Reads an `x-pagination` header value; never throws. */
export function fromPaginationHeader(header: string | null | undefined): Result<Pagination, WireFormatError> {
  if (header == null) return err({ kind: 'WireFormatError', entity: 'pagination header', issues: [`${PAGINATION_HEADER}: missing`] });
  let json: unknown;
  try {
    json = JSON.parse(header);
  } catch {
    return err({ kind: 'WireFormatError', entity: 'pagination header', issues: [`${PAGINATION_HEADER}: must be JSON`] });
  }
  return parseWire('pagination header', PaginationSchema, json, (page) => page);
}

const queryInt = z.union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().positive());

/** Query parameters of a paged list; names are matched as the spec spells them (pageNumber/PageNumber, SearchQuery/searchQuery). */
export const WirePageQuerySchema = z.object({
  pageNumber: queryInt.optional(), PageNumber: queryInt.optional(), pageSize: queryInt.optional(), PageSize: queryInt.optional(),
  SearchQuery: z.string().optional(), searchQuery: z.string().optional(),
});
export type WirePageQuery = z.input<typeof WirePageQuerySchema>;

/** Reads page number, size and search text from query parameters; defaults page 1 and `defaultPageSize`. */
export function fromWirePageQuery(query: unknown, defaultPageSize: number): Result<PageRequest, WireFormatError> {
  return parseWire('page query', WirePageQuerySchema, query, (w) => {
    const search = (w.SearchQuery ?? w.searchQuery ?? '').trim();
    return {
      pageNumber: w.pageNumber ?? w.PageNumber ?? 1, pageSize: w.pageSize ?? w.PageSize ?? defaultPageSize,
      searchQuery: search === '' ? null : search,
    };
  });
}

/** Query parameters for a page request (as the web app and the CLI send them). */
export function toWirePageQuery(request: PageRequest): Record<string, string> {
  return {
    pageNumber: String(request.pageNumber), pageSize: String(request.pageSize),
    ...(request.searchQuery === null ? {} : { SearchQuery: request.searchQuery }),
  };
}
