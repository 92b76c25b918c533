import type { Migration } from 'kysely';
import { runStatements } from './statements.js';

// A delete takes effect at once (other users and the RAF figures see it, and a closed tab loses nothing), and the
// server keeps what it removed for the undo window, so an undo restores exactly that and never a client's copy.
// One table for every kind: the kept rows are the server's own JSON, checked by core's schema when read back.
/** What deletes removed, kept for their undo window. */
export const undoBin: Migration = {
  async up(db) {
    await runStatements(db, [
      `create table undo_bin (
        id integer generated always as identity primary key,
        kind text not null constraint undo_bin_kind_check check (kind in ('diagnostic', 'allDiagnostics', 'noteDraft', 'video')),
        items jsonb not null,
        deleted_by integer references app_user (id) on delete set null,
        deleted_at timestamptz not null)`,
      'create index undo_bin_deleted_at_idx on undo_bin (deleted_at)',
    ]);
  },
  async down(db) {
    await runStatements(db, ['drop table undo_bin']);
  },
};
