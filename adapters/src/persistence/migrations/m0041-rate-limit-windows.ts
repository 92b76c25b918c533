import type { Migration } from 'kysely';
import { runStatements } from './statements.js';

// Rate limits counted in the database every process shares, so two processes allow what one does: one row per
// limited key (route and client address), its window's start by the database's clock and the hits in it.
/** Shared rate-limit windows (issue 36). */
export const rateLimitWindows: Migration = {
  async up(db) {
    await runStatements(db, [
      `create table rate_limit_window (
        key text primary key,
        started_at timestamptz not null,
        hits integer not null)`,
      'create index rate_limit_window_started_idx on rate_limit_window (started_at)',
    ]);
  },
  async down(db) {
    await runStatements(db, ['drop table rate_limit_window']);
  },
};
