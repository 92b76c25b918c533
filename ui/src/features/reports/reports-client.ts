import type { ResultAsync } from 'neverthrow';
import {
  type ApiClient, type ApiError, type DoctorId, type InsuranceReportKind, type ListSort, type InsuranceReportRow, type ReportSortField,
  EXPORT_ALL_PAGE_SIZE, INSURANCE_REPORT_ENDPOINTS, REPORT_SORT_FIELDS, callEndpoint,
} from '@rafdesk/core';

export interface ReportQuery {
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly searchQuery: string | null;
  /** Staff's selected doctor. */
  readonly doctorId: DoctorId | null;
  /** The order of the whole report (by doctor then insurance when absent). */
  readonly sort?: ListSort<string> | null;
  /** The payment year reported; the portal's current one when null. */
  readonly paymentYear?: number | null;
}

export interface ReportPage {
  readonly rows: readonly InsuranceReportRow[];
  readonly totalCount: number;
}

/** The report's sort column as the server names it; the table only offers these (a column's `sortField`), so nothing else reaches here. */
function reportSortField(field: string | undefined): ReportSortField | undefined {
  return REPORT_SORT_FIELDS.find((known) => known === field);
}

/** Fetches a page of an insurance report; `exportAll` asks for page 1 of the export-all size. */
export function fetchReport(api: ApiClient, kind: InsuranceReportKind, query: ReportQuery, exportAll = false): ResultAsync<ReportPage, ApiError> {
  const field = reportSortField(query.sort?.field);
  return callEndpoint(api, INSURANCE_REPORT_ENDPOINTS[kind], {
    window: { pageNumber: exportAll ? 1 : query.pageNumber, pageSize: exportAll ? EXPORT_ALL_PAGE_SIZE : query.pageSize },
    searchQuery: query.searchQuery, doctorId: query.doctorId, paymentYear: query.paymentYear ?? null,
    sort: field === undefined || !query.sort ? null : { field, direction: query.sort.direction },
  }).map((reply) => ({ rows: reply.data, totalCount: reply.pagination?.totalCount ?? reply.data.length }));
}
