import { z } from 'zod';
import type { Result } from 'neverthrow';
import { TimestampSchema } from '../domain/calendar-date.js';
import type { AuditEntry } from '../usecases/audit/audit-trail.js';
import { orNull, wireText } from './wire-values.js';
import { parseWire, type WireFormatError } from './wire-format-error.js';

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

export function fromWireAuditEntry(input: unknown): Result<AuditEntry, WireFormatError> {
  return parseWire('audit entry', WireAuditEntrySchema, input, (w) => ({
    at: new Date(w.occurredAt), userId: w.userId, userName: orNull(w.userName), action: w.action, recordId: orNull(w.recordId),
    ip: w.ip, requestId: w.requestId, outcome: w.outcome,
  }));
}
