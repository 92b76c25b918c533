import type { Migration } from 'kysely';
import { runStatements } from './statements.js';

// A list read's audit line names every record it handed out, comma-separated: a B-tree entry of a long list (a
// 1,000-row page, an export) exceeds the index's row size and the line could not be written. An inverted index over
// the ids finds "who saw this record" in single-record and list lines alike, whatever their length.
export const auditRecordIds: Migration = {
  async up(db) {
    await runStatements(db, [
      'drop index audit_log_record_idx',
      `create index audit_log_record_ids_idx on audit_log using gin (string_to_array(record_id, ',')) where record_id is not null`,
    ]);
  },
  async down(db) {
    await runStatements(db, [
      'drop index audit_log_record_ids_idx',
      'create index audit_log_record_idx on audit_log (record_id) where record_id is not null',
    ]);
  },
};
