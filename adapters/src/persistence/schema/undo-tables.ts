import type { Id, Json, Timestamp } from './columns.js';

/** What one delete removed, kept for its undo window (core's `DeletedItems` as JSON). */
export interface UndoBinTable {
  id: Id;
  kind: string;
  items: Json<unknown>;
  deleted_by: number | null;
  deleted_at: Timestamp;
}
