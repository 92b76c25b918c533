import type { Page } from '@rafdesk/core';

/** A page with each item mapped (to its wire shape). */
export function pageOf<T, W>(page: Page<T>, map: (item: T) => W): Page<W> {
  return { items: page.items.map(map), totalCount: page.totalCount };
}
