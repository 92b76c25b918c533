import {
  insuranceReport, firstSemesterInsuranceReportEndpoint, generalInsuranceReportEndpoint, secondSemesterInsuranceReportEndpoint,
} from '@rafdesk/core';
import type { RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';
import type { PracticeApiPorts } from './practice-ports.js';

/** The three insurance billing reports; every column is computed by the core's report formulas; the stored ones sort (`sortField`, `sortOrder`). */
export function insuranceReportRoutes(ports: PracticeApiPorts): RouteDefinition[] {
  return [
    implement(generalInsuranceReportEndpoint, (user, query) => insuranceReport(ports, user, 'general', query)),
    implement(firstSemesterInsuranceReportEndpoint, (user, query) => insuranceReport(ports, user, 'firstSemester', query)),
    implement(secondSemesterInsuranceReportEndpoint, (user, query) => insuranceReport(ports, user, 'secondSemester', query)),
  ];
}
