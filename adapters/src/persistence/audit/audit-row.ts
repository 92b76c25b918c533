import type { AuditRecord } from '@rafdesk/core';
import type { Insertable } from 'kysely';
import type { AuditLogTable } from '../schema/communication-tables.js';

/** One audit line as the `audit_log` row that stores it. */
export const auditRow = (entry: AuditRecord): Insertable<AuditLogTable> => ({
  occurred_at: entry.at, actor_user_id: entry.userId, action: entry.action, record_id: entry.recordId,
  outcome: entry.outcome, ip: entry.ip, request_id: entry.requestId,
});
