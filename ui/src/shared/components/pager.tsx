import type { PaginatorTemplateOptions } from 'primereact/paginator';
import { MAX_PAGE_BUTTONS, PAGE_SIZE_OPTIONS } from '@rafdesk/core';

/** The pager of the lists: a 'First' button, at most 10 page buttons, and the page-size selector (10 … 1000). */
export const PAGER_TEMPLATE: PaginatorTemplateOptions = {
  layout: 'FirstPageLink PrevPageLink PageLinks NextPageLink RowsPerPageDropdown CurrentPageReport',
  FirstPageLink: (options) => (
    <button type="button" className={options.className} onClick={options.onClick} disabled={options.disabled}>First</button>
  ),
};

/** The DataTable properties of a server-paged list. */
export function pagerProps(page: { readonly pageNumber: number; readonly pageSize: number; readonly totalCount: number }, onPage: (pageNumber: number, pageSize: number) => void) {
  return {
    lazy: true, paginator: true, paginatorTemplate: PAGER_TEMPLATE, pageLinkSize: MAX_PAGE_BUTTONS,
    rowsPerPageOptions: [...PAGE_SIZE_OPTIONS], rows: page.pageSize, first: (page.pageNumber - 1) * page.pageSize, totalRecords: page.totalCount,
    currentPageReportTemplate: '{totalRecords} in total',
    onPage: (event: { page?: number; rows: number }) => onPage((event.page ?? 0) + 1, event.rows),
  };
}
