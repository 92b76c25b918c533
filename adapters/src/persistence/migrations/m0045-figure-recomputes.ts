import type { Migration } from 'kysely';
import { runStatements } from './statements.js';

// A payment year's stored figures are recomputed in the background after one of its factors changes; the row is the
// year's latest request and how far its run has come, which every process reads for the screen and resumes at start.
/** The recompute of a year's stored figures (issue 36). */
export const figureRecomputes: Migration = {
  async up(db) {
    await runStatements(db, [
      `create table figure_recompute (
        payment_year integer primary key,
        generation integer not null,
        status text not null check (status in ('queued', 'running', 'done', 'failed')),
        requested_by integer references app_user (id) on delete set null,
        requested_at timestamptz not null,
        done integer not null default 0,
        total integer,
        finished_at timestamptz,
        failure text)`,
    ]);
  },
  async down(db) {
    await runStatements(db, ['drop table figure_recompute']);
  },
};
