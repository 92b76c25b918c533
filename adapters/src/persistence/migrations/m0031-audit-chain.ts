import type { Migration } from 'kysely';
import { AUDIT_CHAIN_GENESIS } from '@rafdesk/core';
import { runStatements } from './statements.js';

// HIPAA 45 CFR 164.312(b): the audit log is append-only. Row triggers refused UPDATE and DELETE, but TRUNCATE fires
// no row trigger, so the application's role could empty the log in one statement. The hash chain makes an edit made
// around the triggers (by the table's owner or on the files) visible to `rafdesk db verify-audit`.
/** TRUNCATE refused on audit_log; each line's hash and the chain's head. */
export const auditChain: Migration = {
  async up(db) {
    await runStatements(db, [
      `create trigger audit_log_no_truncate before truncate on audit_log
        for each statement execute function audit_log_refuse_change()`,
      'alter table audit_log add column hash text',
      `create table audit_chain (
        id boolean primary key default true constraint audit_chain_one_row check (id),
        head text not null)`,
      `insert into audit_chain (head) values ('${AUDIT_CHAIN_GENESIS}')`,
    ]);
  },
  async down(db) {
    await runStatements(db, ['drop table audit_chain', 'alter table audit_log drop column hash', 'drop trigger audit_log_no_truncate on audit_log']);
  },
};
