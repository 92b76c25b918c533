import { z } from 'zod';

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100, 250, 500, 1000] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The login report's own default (spec 02 §2, §9). */
export const LOGIN_REPORT_PAGE_SIZE = 20;
/** Page size an export uses to fetch every row on page 1. */
export const EXPORT_ALL_PAGE_SIZE = 999_999;
/** How many page buttons the pager shows. */
export const MAX_PAGE_BUTTONS = 10;

export const PaginationSchema = z.object({
  totalCount: z.number().int().nonnegative(),
  pageSize: z.number().int().positive(),
  currentPage: z.number().int().positive(),
});
/** Where a page sits in a list (the `x-pagination` header of every paged list). */
export type Pagination = z.infer<typeof PaginationSchema>;

export const PageRequestSchema = z.object({
  pageNumber: z.number().int().positive(),
  pageSize: z.number().int().positive().max(EXPORT_ALL_PAGE_SIZE),
  searchQuery: z.string().nullable(),
});
/** Which page of a searchable list to fetch. */
export type PageRequest = z.infer<typeof PageRequestSchema>;
