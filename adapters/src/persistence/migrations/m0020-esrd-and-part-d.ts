import type { Migration } from 'kysely';
import { runStatements } from './statements.js';

// CMS pays an ESRD patient with the ESRD model (dialysis, or months since a kidney transplant) and scores Part D
// with RxHCC, whose segments depend on the low-income subsidy. No stored patient was known to have either, so every
// one keeps the defaults: no ESRD, no months, no subsidy. Months belong to a transplant only; 1200 is the engine's
// MAX_GRAFT_MONTHS (a migration never changes after it ships, so the number is written here, not imported).
/** ESRD status, months since a kidney transplant and the Part D low-income subsidy of each patient. */
export const esrdAndPartD: Migration = {
  async up(db) {
    await runStatements(db, [
      `alter table patient add column esrd_status text not null default 'none'
         constraint patient_esrd_status_check check (esrd_status in ('none', 'dialysis', 'transplant'))`,
      `alter table patient add column months_since_transplant smallint
         constraint patient_months_since_transplant_check check (
           (esrd_status = 'transplant' and months_since_transplant between 1 and 1200)
           or (esrd_status <> 'transplant' and months_since_transplant is null))`,
      'alter table patient add column low_income_subsidy boolean not null default false',
    ]);
  },
  async down(db) {
    await runStatements(db, [
      'alter table patient drop column months_since_transplant',
      'alter table patient drop column esrd_status',
      'alter table patient drop column low_income_subsidy',
    ]);
  },
};
