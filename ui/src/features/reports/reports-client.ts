import type { ResultAsync } from 'neverthrow';
import {
  type ApiClient, type ApiError, type DoctorId, type InsuranceReportKind, type ListSort, type InsuranceReportRow, type ReportSortField,
  EXPORT_ALL_PAGE_SIZE, REPORT_SORT_FIELDS, firstSemesterInsuranceReportEndpoint, fromWireInsuranceReportRow, generalInsuranceReportEndpoint, listOf,
  requestOf, secondSemesterInsuranceReportEndpoint,
} from '@rafdesk/core';

/** The call of each report. */
const REPORT_ENDPOINTS = {
  general: generalInsuranceReportEndpoint,
  firstSemester: firstSemesterInsuranceReportEndpoint,
  secondSemester: secondSemesterInsuranceReportEndpoint,
} as const satisfies Record<InsuranceReportKind, unknown>;

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
  return api.request(requestOf(REPORT_ENDPOINTS[kind], {
    query: { pageNumber: exportAll ? 1 : query.pageNumber, pageSize: exportAll ? EXPORT_ALL_PAGE_SIZE : query.pageSize, SearchQuery: query.searchQuery ?? undefined,
      doctorId: query.doctorId ?? undefined, sortField: reportSortField(query.sort?.field), sortOrder: query.sort?.direction, paymentYear: query.paymentYear ?? undefined },
  }), listOf((body) => fromWireInsuranceReportRow(kind, body)))
    .map((reply) => ({ rows: reply.data, totalCount: reply.pagination?.totalCount ?? reply.data.length }));
}
