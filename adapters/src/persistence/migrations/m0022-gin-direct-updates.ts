import type { Migration } from 'kysely';
import { runStatements } from './statements.js';

// A GIN index takes new entries into a pending list that every search reads in full until a VACUUM merges it. PGlite
// runs no autovacuum, so a practice's patients, added one by one, stayed in that list: a name search on 30,000 patients
// read the table instead of the index (33 ms against 0.2 ms). Entries now go straight into the index; inserts pay a
// little more, searches never depend on a VACUUM. A GIN index added later needs the same setting.
const GIN_INDEXES = ['patient_name_idx', 'patient_contract_idx', 'doctor_name_idx', 'app_user_search_idx', 'diagnosis_search_idx', 'audit_log_record_ids_idx'];

/** The GIN indexes without a pending list, the entries already pending merged in. */
export const ginDirectUpdates: Migration = {
  async up(db) {
    await runStatements(db, GIN_INDEXES.flatMap((index) => [
      `alter index ${index} set (fastupdate = off)`,
      `select gin_clean_pending_list('${index}'::regclass)`,
    ]));
  },
  async down(db) {
    await runStatements(db, GIN_INDEXES.map((index) => `alter index ${index} reset (fastupdate)`));
  },
};
