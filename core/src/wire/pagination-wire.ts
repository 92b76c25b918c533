import { err, type Result } from 'neverthrow';
import { PaginationSchema, type Pagination } from '../domain/pagination.js';
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
