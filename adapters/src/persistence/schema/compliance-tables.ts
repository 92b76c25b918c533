import type { CalendarDate, Id, Timestamp } from './columns.js';

/** A justification of one high-risk code occurrence (core's `HighRiskJustification`). */
export interface HighRiskJustificationTable {
  id: Id;
  record_id: number;
  rule_id: string;
  rule_version: number;
  code: string;
  date_of_service: CalendarDate;
  reason: string;
  note_id: number;
  justified_by: number;
  justified_at: Timestamp;
}
