import type { Migration } from 'kysely';
import { runStatements } from './statements.js';

// With a bucket configured a signed note's PDF is kept there, sealed, and its row names the key; rows from before (and
// every row without a bucket) keep the sealed bytes in `pdf`. A row has one or the other.
/** Where a note's PDF is kept in the file store, when it is not in the row. */
export const notePdfKeys: Migration = {
  async up(db) {
    await runStatements(db, ['alter table progress_note add column pdf_key text']);
  },
  async down(db) {
    await runStatements(db, ['alter table progress_note drop column pdf_key']);
  },
};
