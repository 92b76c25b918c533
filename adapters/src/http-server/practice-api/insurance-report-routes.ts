import {
  insuranceReport, toWireInsuranceReportRow, WireInsuranceReportRowSchema, optionalIdField, paymentYearField, searchField, sortFields, sortOf, REPORT_SORT_FIELDS, type InsuranceReportKind,
} from '@rafdesk/core';
import { z } from 'zod';
import { definePagedRoute, type RouteDefinition } from '../route-definition.js';
import { pageOf } from '../api/page-of.js';
import type { PracticeApiPorts } from './practice-ports.js';
import { doctorIdOf } from './query-fields.js';
import { toApiError } from '../api/to-api-error.js';

// paymentYear (beyond the spec): the year reported, the portal's current one when absent.
const ReportQuerySchema = z.object({ SearchQuery: searchField, doctorId: optionalIdField, paymentYear: paymentYearField, ...sortFields(REPORT_SORT_FIELDS) });

const REPORTS: readonly { path: string; kind: InsuranceReportKind; summary: string }[] = [
  { path: 'Insurances/GetGeneralReport', kind: 'general', summary: 'Insurance General Report: one line per active agreement of the payment year' },
  { path: 'Insurances/GetBFSReport', kind: 'firstSemester', summary: 'Insurance Billed First Semester Report, with the net surplus billed in the first semester' },
  { path: 'Insurances/getBSSReport', kind: 'secondSemester', summary: 'Insurance Billed Second Semester Report, with the net surplus billed in the second semester' },
];

/** The three insurance billing reports; every column is computed by the core's report formulas; the stored ones sort (`sortField`, `sortOrder`). */
export function insuranceReportRoutes(ports: PracticeApiPorts): RouteDefinition[] {
  return REPORTS.map(({ path, kind, summary }) => definePagedRoute({
    method: 'GET', path, summary,
    access: { permission: 'reports.view' }, query: ReportQuerySchema, response: WireInsuranceReportRowSchema,
    audit: { action: `reports.${kind}` },
    handler: ({ user, query, page }) => insuranceReport(ports, user, kind, { window: page, searchQuery: query.SearchQuery, doctorId: doctorIdOf(query.doctorId), sort: sortOf(query), paymentYear: query.paymentYear ?? null })
      .map((rows) => pageOf(rows, (row) => toWireInsuranceReportRow(kind, row))).mapErr((error) => toApiError(error)),
  }));
}
