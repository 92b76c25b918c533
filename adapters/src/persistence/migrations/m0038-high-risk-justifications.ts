import type { Migration } from 'kysely';
import { runStatements } from './statements.js';

// A flagged code is billed only with a recorded justification (who, why, which signed note): kept unchanged, one row
// per rule and occurrence justified, and read per doctor for the overrides report. A record's deletion takes its
// justifications with it; a note or user cannot be deleted from under one (the defence names them).
/** Justifications of high-risk codes (issue 35). */
export const highRiskJustifications: Migration = {
  async up(db) {
    await runStatements(db, [
      `create table high_risk_justification (
        id integer generated always as identity primary key,
        record_id integer not null references patient_record (id) on delete cascade,
        rule_id text not null,
        rule_version integer not null,
        code text not null,
        date_of_service date not null,
        reason text not null,
        note_id integer not null references progress_note (id),
        justified_by integer not null references app_user (id),
        justified_at timestamptz not null)`,
      'create index high_risk_justification_record_idx on high_risk_justification (record_id)',
    ]);
  },
  async down(db) {
    await runStatements(db, ['drop table high_risk_justification']);
  },
};
