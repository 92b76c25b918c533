import { z } from 'zod';
import { IsoDateSchema } from '../domain/calendar-date.js';
import { LOGIN_REPORT_PAGE_SIZE } from '../domain/pagination.js';
import type { AuditQuery } from '../usecases/audit/audit-trail.js';
import { WireAuditEntrySchema, auditEntryOfWire, toWireAuditEntry } from '../wire/audit-wire.js';
import { WireLoginReportRowSchema, loginReportRowOfWire, toWireLoginReportRow } from '../wire/login-report-wire.js';
import { searchField, sortFields, sortOf } from '../wire/wire-fields.js';
import { endpoint } from './endpoint.js';
import { coded } from './endpoint-codec.js';
import { sortedSearchPage } from './search-page.js';
import { AUDIT_SORT_FIELDS, LOGIN_REPORT_SORT_FIELDS } from '../ports/repositories/list-sort.js';

// The administrators' reports of use: the audit log viewer's trail (who read or changed which record, when, from where,
// with which outcome) and the login report.

const blankAsNull = (text: string | undefined) => text?.trim() || null;

const AuditQuerySchema = z.object({
  userName: searchField, recordId: searchField, action: searchField,
  fromDate: z.union([IsoDateSchema, z.literal('')]).optional().transform(blankAsNull),
  toDate: z.union([IsoDateSchema, z.literal('')]).optional().transform(blankAsNull),
  ...sortFields(AUDIT_SORT_FIELDS),
});

export const auditTrailEndpoint = coded(endpoint({
  method: 'GET', path: 'Audit', summary: `Audit lines newest first, or by sortField (${AUDIT_SORT_FIELDS.join(', ')}) and sortOrder, filtered by userName, recordId, action (a prefix) and fromDate/toDate (YYYY-MM-DD, both included)`,
  access: { permission: 'audit.view' }, query: AuditQuerySchema, response: WireAuditEntrySchema, paged: { defaultPageSize: 20 },
  // Reading the trail is itself an access worth knowing about.
  audit: 'audit.read',
}), {
  // A blank filter is left out of the query string.
  encodeInput: (query: AuditQuery) => ({ query: {
    pageNumber: query.pageNumber, pageSize: query.pageSize, userName: query.userName ?? undefined, recordId: query.recordId ?? undefined,
    action: query.action ?? undefined, fromDate: query.fromDate ?? undefined, toDate: query.toDate ?? undefined,
    sortField: query.sort?.field, sortOrder: query.sort?.direction,
  } }),
  decodeInput: ({ query, page }): AuditQuery => ({
    ...page, userName: query.userName, recordId: query.recordId, action: query.action, fromDate: query.fromDate, toDate: query.toDate, sort: sortOf(query),
  }),
  encodeOutput: toWireAuditEntry,
  decodeOutput: auditEntryOfWire,
});

const LOGIN_REPORT = sortedSearchPage(LOGIN_REPORT_SORT_FIELDS);

export const loginReportEndpoint = coded(endpoint({
  method: 'GET', path: 'Authentication', summary: `The login report: user name, first and last name, last login, days of activity; by sortField (${LOGIN_REPORT_SORT_FIELDS.join(', ')}) and sortOrder`,
  access: { permission: 'loginReport.view' }, paged: { defaultPageSize: LOGIN_REPORT_PAGE_SIZE }, query: LOGIN_REPORT.query, response: WireLoginReportRowSchema,
  audit: 'loginReport.read',
}), {
  ...LOGIN_REPORT.input,
  encodeOutput: toWireLoginReportRow,
  decodeOutput: loginReportRowOfWire,
});
