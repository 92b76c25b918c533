/** Which page of a list to read; `pageNumber` starts at 1. */
export interface PageWindow {
  readonly pageNumber: number;
  readonly pageSize: number;
}

/** One page of a list and how many rows the whole list has (the `x-pagination` total). */
export interface Page<T> {
  readonly items: readonly T[];
  readonly totalCount: number;
}

/** How many rows precede the page. */
export function pageOffset(window: PageWindow): number {
  return (window.pageNumber - 1) * window.pageSize;
}
