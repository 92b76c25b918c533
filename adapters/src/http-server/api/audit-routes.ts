import { auditTrail, auditTrailEndpoint, toWireAuditEntry } from '@rafdesk/core';
import { definePagedRoute, type RouteDefinition } from '../route-definition.js';
import type { ApiPorts } from './api-ports.js';
import { pageOf } from './page-of.js';
import { toRouteFailure } from './to-route-failure.js';

/** GET Audit: the audit log viewer's trail (who read or changed which record, when, from where, with which outcome). */
export function auditRoutes(ports: ApiPorts): RouteDefinition[] {
  return [
    definePagedRoute(auditTrailEndpoint, {
      // Reading the trail is audited but names no record, so that "who saw record X" keeps meaning who saw the
      // patient's data, not who looked at its trail.
      auditRecordId: () => null,
      handler: ({ query, page }) => auditTrail(ports, { ...page, ...query }).map((result) => pageOf(result, toWireAuditEntry))
        .mapErr((error) => toRouteFailure(error)),
    }),
  ];
}
