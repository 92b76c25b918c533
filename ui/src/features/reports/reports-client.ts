import type { ResultAsync } from 'neverthrow';
import {
  type ApiClient, type ApiError, type DoctorId, type InsuranceReportKind, type ListSort, type InsuranceReportRow, EXPORT_ALL_PAGE_SIZE,
  fromWireInsuranceReportRow, listOf,
} from '@rafdesk/core';
import { REPORTS } from './report-kinds.js';

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

/** Fetches a page of an insurance report; `exportAll` asks for page 1 of the export-all size. */
export function fetchReport(api: ApiClient, kind: InsuranceReportKind, query: ReportQuery, exportAll = false): ResultAsync<ReportPage, ApiError> {
  return api.request({
    method: 'GET', path: REPORTS[kind].path,
    query: { pageNumber: exportAll ? 1 : query.pageNumber, pageSize: exportAll ? EXPORT_ALL_PAGE_SIZE : query.pageSize, SearchQuery: query.searchQuery, doctorId: query.doctorId,
      sortField: query.sort?.field ?? null, sortOrder: query.sort?.direction ?? null, paymentYear: query.paymentYear ?? null },
  }, listOf((body) => fromWireInsuranceReportRow(kind, body)))
    .map((reply) => ({ rows: reply.data, totalCount: reply.pagination?.totalCount ?? reply.data.length }));
}
