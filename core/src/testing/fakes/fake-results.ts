import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { notFound, type NotFound } from '../../ports/repositories/storage-error.js';
import type { Page, PageWindow } from '../../ports/repositories/page.js';

/** `ok(value)` when the row exists, `err(NotFound)` otherwise. */
export function foundOr<T>(value: T | undefined, entity: string): ResultAsync<T, NotFound> {
  return value === undefined ? errAsync(notFound(entity)) : okAsync(value);
}

/** The rows of a page window out of a full, ordered list. */
export function pageOf<T>(rows: readonly T[], window: PageWindow): Page<T> {
  const start = (window.pageNumber - 1) * window.pageSize;
  return { items: rows.slice(start, start + window.pageSize), totalCount: rows.length };
}

/** Case-insensitive substring match, as ILIKE '%text%' does. */
export function containsText(haystack: string, needle: string | null | undefined): boolean {
  const text = needle?.trim() ?? '';
  return text === '' || haystack.toLowerCase().includes(text.toLowerCase());
}

/** Compares texts the way the database orders them for these lists (case-insensitive, then exact). */
export function byText(a: string, b: string): number {
  const lower = a.toLowerCase().localeCompare(b.toLowerCase());
  return lower !== 0 ? lower : a < b ? -1 : a > b ? 1 : 0;
}

/** Compares texts as `lower(text)` orders them (code points of the lower-cased texts). */
export function compareLower(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}
