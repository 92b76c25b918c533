import { auditTrail, IsoDateSchema, searchField, toWireAuditEntry, WireAuditEntrySchema } from '@rafdesk/core';
import { z } from 'zod';
import { definePagedRoute, type RouteDefinition } from '../route-definition.js';
import type { ApiPorts } from './api-ports.js';
import { pageOf } from './page-of.js';
import { toApiError } from './to-api-error.js';

const blankAsNull = (text: string | undefined) => text?.trim() || null;

const AuditQuerySchema = z.object({
  userName: searchField, recordId: searchField, action: searchField,
  fromDate: z.union([IsoDateSchema, z.literal('')]).optional().transform(blankAsNull),
  toDate: z.union([IsoDateSchema, z.literal('')]).optional().transform(blankAsNull),
});

/** GET Audit: the audit log viewer's trail (who read or changed which record, when, from where, with which outcome). */
export function auditRoutes(ports: ApiPorts): RouteDefinition[] {
  return [
    definePagedRoute({
      method: 'GET', path: 'Audit', summary: 'Audit lines newest first, filtered by userName, recordId, action (a prefix) and fromDate/toDate (YYYY-MM-DD, both included)',
      access: { permission: 'audit.view' }, query: AuditQuerySchema, response: WireAuditEntrySchema, defaultPageSize: 20,
      // Reading the trail is itself an access worth knowing about; it names no record, so that "who saw record X"
      // keeps meaning who saw the patient's data, not who looked at its trail.
      audit: { action: 'audit.read', recordId: () => null },
      handler: ({ query, page }) => auditTrail(ports, { ...page, ...query }).map((result) => pageOf(result, toWireAuditEntry))
        .mapErr((error) => toApiError(error)),
    }),
  ];
}
