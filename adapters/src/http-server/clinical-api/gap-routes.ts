import {
  gapRecaptureCurve, gapWorklist, recordGaps, setGapDisposition,
  gapWorklistEndpoint, recaptureCurveEndpoint, recordGapsEndpoint, setGapDispositionEndpoint,
  type AppPorts,
} from '@rafdesk/core';
import { implement } from '../implement.js';
import type { RouteDefinition } from '../route-definition.js';

// The worklist's rows name their record inside the patient, so the audit reads it there: which patients a user saw.
function worklistRecordIds(sent: unknown): string | null {
  const rows: unknown[] = Array.isArray(sent) ? sent : sent !== null && typeof sent === 'object' && 'items' in sent && Array.isArray(sent.items) ? sent.items : [];
  const ids = new Set(rows.flatMap((row) => {
    const patient = row !== null && typeof row === 'object' && 'patient' in row ? row.patient : null;
    return patient !== null && typeof patient === 'object' && 'recordId' in patient && typeof patient.recordId === 'number' ? [patient.recordId] : [];
  }));
  return ids.size === 0 ? null : [...ids].join(',');
}

/** The gaps calls of step 20 that read and decide gaps (the history import and the pre-visit summaries are mounted beside them). */
export function gapRoutes(ports: AppPorts): RouteDefinition[] {
  return [
    implement(gapWorklistEndpoint, (user, query) => gapWorklist(ports, user, query), { auditRecordId: (_query, sent) => worklistRecordIds(sent) }),
    implement(recordGapsEndpoint, (user, recordId) => recordGaps(ports, user, recordId), { auditRecordId: (recordId) => recordId }),
    implement(setGapDispositionEndpoint, (user, request) => setGapDisposition(ports, user, request), { auditRecordId: (request) => request.recordId }),
    // An aggregate read, as the dashboard's figures are: no patient row is sent.
    implement(recaptureCurveEndpoint, (user, query) => gapRecaptureCurve(ports, user, query), { auditRecordId: () => null }),
  ];
}
