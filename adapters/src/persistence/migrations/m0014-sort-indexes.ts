import type { Migration } from 'kysely';
import { runStatements } from './statements.js';

// The patient lists sort on request by any of their columns; these serve the orders a coder asks for most on a
// practice of thousands (RAF total, the billed percentages, date of birth) in either direction, their id breaking
// ties as the repository does. The name orders have theirs since 0011; the rest sort the filtered list.
const INDEXES: readonly (readonly [name: string, definition: string])[] = [
  ['patient_record_raf_order_idx', 'patient_record (payment_year, raf_total, id)'],
  ['patient_record_billed_first_order_idx', 'patient_record (payment_year, billed_fraction_first, id)'],
  ['patient_record_billed_second_order_idx', 'patient_record (payment_year, billed_fraction_second, id)'],
  ['patient_dob_order_idx', 'patient (date_of_birth, id)'],
];

/** Indexes on the patient lists' most asked-for sort keys. */
export const sortIndexes: Migration = {
  async up(db) {
    await runStatements(db, INDEXES.map(([name, definition]) => `create index ${name} on ${definition}`));
  },
  async down(db) {
    await runStatements(db, INDEXES.map(([name]) => `drop index ${name}`));
  },
};
