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

/** One value a list sorts by: a text, a number or a date as ISO text, or nothing. */
export type SortKey = string | number | null;

/**
 * Compares key lists as the lists' ORDER BY does ascending: texts as `lower(text)` (or `compareText`), a null after
 * every value (so before them descending), the row's id last. Multiply by -1 for descending, as the database turns
 * every key.
 */
export function compareSortKeys(a: readonly SortKey[], b: readonly SortKey[], compareText: (x: string, y: string) => number = compareLower): number {
  for (let index = 0; index < a.length; index += 1) {
    const [x, y] = [a[index] ?? null, b[index] ?? null];
    if (x === y) continue;
    if (x === null) return 1;
    if (y === null) return -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : compareText(String(x), String(y));
    if (order !== 0) return order;
  }
  return 0;
}

/** `rows` in the order of `keys` (each row's sort keys, its id last), descending when asked. */
export function sortedByKeys<T>(rows: readonly T[], keys: (row: T) => readonly SortKey[], direction: 'asc' | 'desc'): T[] {
  const sign = direction === 'desc' ? -1 : 1;
  return rows.map((row) => ({ row, key: keys(row) })).sort((a, b) => sign * compareSortKeys(a.key, b.key)).map((item) => item.row);
}
