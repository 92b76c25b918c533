import {
  complianceReport, complianceReportEndpoint, highRiskOverrides, justifyHighRisk, rafThatCounts, recordCompliance,
  highRiskOverridesEndpoint, justifyHighRiskEndpoint, rafThatCountsEndpoint, recordComplianceEndpoint,
  type AppPorts,
} from '@rafdesk/core';
import type { RouteDefinition } from '../route-definition.js';
import { implement } from '../implement.js';

/** A record's compliance card, justifications of flagged codes, the overrides per doctor and the compliance report. */
export function complianceRoutes(ports: AppPorts): RouteDefinition[] {
  return [
    implement(recordComplianceEndpoint, (user, recordId) => recordCompliance(ports, user, recordId), { auditRecordId: (recordId) => recordId }),
    implement(justifyHighRiskEndpoint, (user, request) => justifyHighRisk(ports, user, request), { auditRecordId: (request) => request.recordId, codeField: 'code' }),
    implement(rafThatCountsEndpoint, (user, recordIds) => rafThatCounts(ports, user, recordIds), { auditRecordId: (_ids, rows) => rows?.map((row) => row.recordId).join(',') || null }),
    implement(highRiskOverridesEndpoint, (user, query) => highRiskOverrides(ports, user, query), { auditRecordId: (_query, report) => report?.doctors.flatMap((doctor) => doctor.rows.map((row) => row.recordId)).join(',') || null }),
    // Figures per doctor: no patient is shown, so the audit line names the doctors reported rather than records.
    implement(complianceReportEndpoint, (user, query) => complianceReport(ports, user, query), { auditRecordId: () => null }),
  ];
}
