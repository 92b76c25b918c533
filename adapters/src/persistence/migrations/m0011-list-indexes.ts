import type { Migration } from 'kysely';
import { runStatements } from './statements.js';

// Every paged list reads its page in the order of one of these indexes, so a page costs its own rows whatever
// the size of the practice (docs/operations.md "Large practices"). The filters of the lists (year, doctor,
// insurance, search) already have theirs; the indexes below are the sort keys, led by the scoping filter.
const INDEXES: readonly (readonly [name: string, definition: string])[] = [
  ['patient_list_order_idx', 'patient (last_name, first_name, id)'],
  ['patient_doctor_list_order_idx', 'patient (doctor_id, last_name, first_name, id)'],
  ['patient_record_year_idx', 'patient_record (payment_year, patient_id)'],
  ['record_diagnostic_active_idx', 'record_diagnostic (record_id, code) where active'],
  ['doctor_list_order_idx', 'doctor (last_name, first_name, id)'],
  ['app_user_list_order_idx', 'app_user (lower(user_name), id)'],
  ['insurance_list_order_idx', 'insurance (lower(name), id)'],
  ['insurance_agreement_doctor_idx', 'insurance_agreement (doctor_id, payment_year)'],
  ['progress_note_list_order_idx', 'progress_note (created_at desc, id desc)'],
  ['audit_log_list_order_idx', 'audit_log (occurred_at desc, id desc)'],
  ['video_list_order_idx', 'video (created_at, id)'],
  // The catalogue's latest change: its version for cached search totals, and whether a database has one at all.
  ['diagnosis_updated_idx', 'diagnosis (updated_at, code)'],
  // The patients' latest change: the version of the patient list's cached totals.
  ['patient_updated_idx', 'patient (updated_at)'],
];

/** Indexes on the sort keys of every paged list. */
export const listIndexes: Migration = {
  async up(db) {
    await runStatements(db, INDEXES.map(([name, definition]) => `create index ${name} on ${definition}`));
  },
  async down(db) {
    await runStatements(db, INDEXES.map(([name]) => `drop index ${name}`));
  },
};
