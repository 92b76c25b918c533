import { auditTrail, auditTrailEndpoint } from '@rafdesk/core';
import { implement } from '../implement.js';
import type { RouteDefinition } from '../route-definition.js';
import type { ApiPorts } from './api-ports.js';

/** GET Audit: the audit log viewer's trail (who read or changed which record, when, from where, with which outcome). */
export function auditRoutes(ports: ApiPorts): RouteDefinition[] {
  return [
    implement(auditTrailEndpoint, (_user, query) => auditTrail(ports, query), {
      // Reading the trail is audited but names no record, so that "who saw record X" keeps meaning who saw the
      // patient's data, not who looked at its trail.
      auditRecordId: () => null,
    }),
  ];
}
