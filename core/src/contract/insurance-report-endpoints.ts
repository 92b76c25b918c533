import { z } from 'zod';
import { REPORT_SORT_FIELDS } from '../ports/repositories/list-sort.js';
import type { InsuranceReportKind, InsuranceReportRow } from '../domain/insurance-report-row.js';
import type { InsuranceReportQuery } from '../usecases/insurances/insurance-reports.js';
import { WireInsuranceReportRowSchema, insuranceReportRowOfWire, toWireInsuranceReportRow } from '../wire/insurance-report-wire.js';
import { paymentYearField, searchField, sortFields, sortOf } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';
import { coded } from './endpoint-codec.js';
import { optionalDoctorIdField } from './request-fields.js';

// The three insurance billing reports; every column is computed by the core's report formulas; the stored ones sort (`sortField`, `sortOrder`).

// paymentYear (beyond the spec): the year reported, the portal's current one when absent.
const ReportQuerySchema = z.object({ SearchQuery: searchField, doctorId: optionalDoctorIdField, paymentYear: paymentYearField, ...sortFields(REPORT_SORT_FIELDS) });

/** The reports differ only in their path, what they add up (the kind) and their audit action. */
const reportEndpoint = <const P extends string, const A extends string>(path: P, summary: string, audit: A, kind: InsuranceReportKind) => coded(endpoint({
  method: 'GET', path, summary, access: { permission: 'reports.view' }, paged: {}, query: ReportQuerySchema, response: WireInsuranceReportRowSchema, audit,
}), {
  // A blank search, doctor, order or year is left out of the query string.
  encodeInput: (query: InsuranceReportQuery) => ({
    query: {
      ...query.window, SearchQuery: query.searchQuery ?? undefined, doctorId: query.doctorId ?? undefined,
      sortField: query.sort?.field, sortOrder: query.sort?.direction, paymentYear: query.paymentYear ?? undefined,
    },
  }),
  decodeInput: ({ query, page }): InsuranceReportQuery => ({
    window: page, searchQuery: query.SearchQuery, doctorId: query.doctorId ?? null, sort: sortOf(query), paymentYear: query.paymentYear ?? null,
  }),
  encodeOutput: (row: InsuranceReportRow) => toWireInsuranceReportRow(kind, row),
  decodeOutput: insuranceReportRowOfWire(kind),
});

export const generalInsuranceReportEndpoint = reportEndpoint('Insurances/GetGeneralReport',
  'Insurance General Report: one line per active agreement of the payment year', 'reports.general', 'general');

export const firstSemesterInsuranceReportEndpoint = reportEndpoint('Insurances/GetBFSReport',
  'Insurance Billed First Semester Report, with the net surplus billed in the first semester', 'reports.firstSemester', 'firstSemester');

export const secondSemesterInsuranceReportEndpoint = reportEndpoint('Insurances/getBSSReport',
  'Insurance Billed Second Semester Report, with the net surplus billed in the second semester', 'reports.secondSemester', 'secondSemester');

/** The call of each report, by its kind (a saved agreement makes all three stale). */
export const INSURANCE_REPORT_ENDPOINTS = {
  general: generalInsuranceReportEndpoint,
  firstSemester: firstSemesterInsuranceReportEndpoint,
  secondSemester: secondSemesterInsuranceReportEndpoint,
} as const satisfies Record<InsuranceReportKind, unknown>;
