import {
  insuranceReport, sortOf, toWireInsuranceReportRow,
  firstSemesterInsuranceReportEndpoint, generalInsuranceReportEndpoint, secondSemesterInsuranceReportEndpoint,
  type InsuranceReportKind,
} from '@rafdesk/core';
import { definePagedRoute, type RouteDefinition } from '../route-definition.js';
import { pageOf } from '../api/page-of.js';
import type { PracticeApiPorts } from './practice-ports.js';
import { doctorIdOf } from './query-fields.js';
import { toRouteFailure } from '../api/to-route-failure.js';

type ReportEndpoint = typeof generalInsuranceReportEndpoint | typeof firstSemesterInsuranceReportEndpoint | typeof secondSemesterInsuranceReportEndpoint;

const REPORTS: readonly { target: ReportEndpoint; kind: InsuranceReportKind }[] = [
  { target: generalInsuranceReportEndpoint, kind: 'general' },
  { target: firstSemesterInsuranceReportEndpoint, kind: 'firstSemester' },
  { target: secondSemesterInsuranceReportEndpoint, kind: 'secondSemester' },
];

/** The three insurance billing reports; every column is computed by the core's report formulas; the stored ones sort (`sortField`, `sortOrder`). */
export function insuranceReportRoutes(ports: PracticeApiPorts): RouteDefinition[] {
  return REPORTS.map(({ target, kind }) => definePagedRoute(target, {
    handler: ({ user, query, page }) => insuranceReport(ports, user, kind, { window: page, searchQuery: query.SearchQuery, doctorId: doctorIdOf(query.doctorId), sort: sortOf(query), paymentYear: query.paymentYear ?? null })
      .map((rows) => pageOf(rows, (row) => toWireInsuranceReportRow(kind, row))).mapErr((error) => toRouteFailure(error)),
  }));
}
