import type { Migration } from 'kysely';
import { runStatements } from './statements.js';

// The lists show each record's latest doctor and MAG note: newest first, the id breaking ties. The old index ended at
// created_at, so the id in the order made PostgreSQL read and sort every note of the kind (4,306 on one busy record);
// with the id in the index the latest note is the first entry read backwards.
/** The record-note index in the order the lists read the latest note. */
export const latestNoteIndex: Migration = {
  async up(db) {
    await runStatements(db, [
      'create index record_note_latest_idx on record_note (record_id, kind, created_at, id)',
      'drop index record_note_record_idx',
    ]);
  },
  async down(db) {
    await runStatements(db, [
      'create index record_note_record_idx on record_note (record_id, kind, created_at)',
      'drop index record_note_latest_idx',
    ]);
  },
};
