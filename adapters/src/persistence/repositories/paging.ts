import { pageOffset, type Page, type PageWindow } from '@rafdesk/core';

/** LIMIT and OFFSET of a page window. */
export function limits(window: PageWindow): { limit: number; offset: number } {
  return { limit: window.pageSize, offset: pageOffset(window) };
}

/**
 * A page from rows that each carry `total_count` (a `count(*) over ()` column); when the window lies past the
 * end no row carries it, so `count` is asked instead.
 */
export async function pageFrom<Row extends { total_count: number | string }, T>(
  window: PageWindow, rows: readonly Row[], map: (row: Row, index: number) => T, count: () => Promise<number>,
): Promise<Page<T>> {
  const first = rows[0];
  if (first !== undefined) return { items: rows.map(map), totalCount: Number(first.total_count) };
  return { items: [], totalCount: window.pageNumber > 1 ? await count() : 0 };
}

/** `%text%` for ILIKE with the wildcards of the text itself escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `text%` for a prefix LIKE with the wildcards of the text itself escaped. */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The search text trimmed, or null when nothing is left. */
export function searchText(query: string | null | undefined): string | null {
  const text = query?.trim() ?? '';
  return text === '' ? null : text;
}
