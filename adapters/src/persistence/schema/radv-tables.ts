import type { ColumnType } from 'kysely';
import type { Bytes, CreatedAt, CalendarDate, Id, Timestamp } from './columns.js';

/** A RADV audit and how far its pack is. */
export interface RadvAuditTable {
  id: Id;
  contract: string;
  payment_year: number;
  due_date: CalendarDate;
  record_ids: number[];
  doctor_ids: number[];
  status: ColumnType<string, string | undefined, string>;
  done: ColumnType<number, number | undefined, number>;
  total: number;
  failure: string | null;
  created_by: number;
  created_at: Timestamp;
  built_at: Timestamp | null;
}

/** A built pack, kept unchanged: sealed cover sheets, the manifest and where its zip is. */
export interface RadvPackTable {
  audit_id: number;
  cover_sheets: string;
  manifest: ColumnType<unknown, string, never>;
  zip_key: string;
  zip_sha256: string;
  built_at: Timestamp;
}

/** A pack's file, kept unchanged and sealed. */
export interface RadvPackObjectTable {
  key: string;
  media_type: string;
  bytes: Bytes;
  size: number;
  created_at: CreatedAt;
}
