import { z } from 'zod';
import { TimestampSchema } from '../domain/calendar-date.js';
import type { AuditEntry } from '../usecases/audit/audit-trail.js';
import { orNull, wireText } from './wire-values.js';

export const AuditOutcomeSchema = z.enum(['success', 'denied', 'failed']);

export const WireAuditEntrySchema = z.object({
  occurredAt: TimestampSchema, userId: z.string(), userName: wireText, action: z.string(), recordId: wireText,
  ip: z.string(), requestId: z.string(), outcome: AuditOutcomeSchema,
});
/** A row of GET Audit (the audit log viewer). */
export type WireAuditEntry = z.infer<typeof WireAuditEntrySchema>;

export function toWireAuditEntry(entry: AuditEntry): WireAuditEntry {
  return {
    occurredAt: entry.at.toISOString(), userId: entry.userId, userName: entry.userName, action: entry.action, recordId: entry.recordId,
    ip: entry.ip, requestId: entry.requestId, outcome: entry.outcome,
  };
}

/** A checked wire line of the trail as the domain's (the endpoint's codec decodes with it). */
export function auditEntryOfWire(w: WireAuditEntry): AuditEntry {
  return {
    at: new Date(w.occurredAt), userId: w.userId, userName: orNull(w.userName), action: w.action, recordId: orNull(w.recordId),
    ip: w.ip, requestId: w.requestId, outcome: w.outcome,
  };
}
