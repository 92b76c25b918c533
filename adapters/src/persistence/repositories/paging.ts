import { pageOffset, type Page, type PageWindow } from '@rafdesk/core';

/** LIMIT and OFFSET of a page window. */
export function limits(window: PageWindow): { limit: number; offset: number } {
  return { limit: window.pageSize, offset: pageOffset(window) };
}

/**
 * A page from its rows, counted apart from them: a `count(*) over ()` beside the rows would make every page cost
 * the whole list. A page that is not full, and not empty, ends the list, so its total is known without counting.
 */
export async function pageFrom<T>(window: PageWindow, items: readonly T[], count: () => Promise<number>): Promise<Page<T>> {
  if (items.length > 0 && items.length < window.pageSize) return { items: [...items], totalCount: pageOffset(window) + items.length };
  if (items.length === 0 && window.pageNumber === 1) return { items: [], totalCount: 0 };
  return { items: [...items], totalCount: await count() };
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
