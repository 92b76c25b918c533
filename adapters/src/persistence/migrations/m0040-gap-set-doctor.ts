import type { Migration } from 'kysely';
import { runStatements } from './statements.js';

// A doctor's worklist page is read from one index: the set keeps its patient's doctor (written with the set, which
// every coding change and patient update writes again), so the first rows of a doctor's list by open value are the
// first entries of the index instead of a walk of the whole practice's ranking.
/** The doctor of each stored gap set, and the index a doctor's worklist reads. */
export const gapSetDoctor: Migration = {
  async up(db) {
    await runStatements(db, [
      'alter table patient_gap_set add column doctor_id integer',
      'update patient_gap_set s set doctor_id = p.doctor_id from patient p where p.id = s.patient_id',
      'alter table patient_gap_set alter column doctor_id set not null',
      'create index patient_gap_set_doctor_rank_idx on patient_gap_set (payment_year, doctor_id, open_raf desc, open_annual_budget desc nulls last, to_do_gaps, patient_id)',
    ]);
  },
  async down(db) {
    await runStatements(db, ['drop index patient_gap_set_doctor_rank_idx', 'alter table patient_gap_set drop column doctor_id']);
  },
};
