import { createHash } from 'node:crypto';
import { chainHash, checkChainHead, verifyAuditChain, CHAIN_START, type AuditRecord, type ChainCheck, type ChainedLine, type Sha256 } from '@rafdesk/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../database.js';
import type { AuditLogTable } from '../schema/communication-tables.js';
import { auditRow } from './audit-row.js';

export const sha256Hex: Sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Appends audit lines to the chain inside `trx` (the transaction of the audited change, or the batch's own): the
 * chain's head row is locked (`for update`) until the commit, so concurrent writers on PostgreSQL take turns and each
 * line follows the one committed before it; a rolled-back transaction leaves the head as it was.
 */
export async function appendChained(trx: Kysely<Database>, entries: readonly AuditRecord[]): Promise<void> {
  if (!trx.isTransaction) throw new TypeError('audit lines are chained inside a transaction');
  if (entries.length === 0) return;
  const head = await trx.selectFrom('audit_chain').select('head').forUpdate().executeTakeFirstOrThrow();
  let hash = head.head;
  const rows = entries.map((entry) => {
    const row = auditRow(entry);
    hash = chainHash(hash, contentOf({ ...row, occurred_at: entry.at }), sha256Hex);
    return { ...row, hash };
  });
  await trx.insertInto('audit_log').values(rows).execute();
  await trx.updateTable('audit_chain').set({ head: hash }).execute();
}

type StoredFields = Partial<Pick<Selectable<AuditLogTable>, 'actor_user_id' | 'record_id' | 'ip' | 'request_id'>>
  & Pick<Selectable<AuditLogTable>, 'action' | 'outcome'> & { readonly occurred_at: Date };

/** The hashed fields as stored, so writing and verifying hash the same values. */
const contentOf = (row: StoredFields) => ({
  at: row.occurred_at, userId: row.actor_user_id ?? null, action: row.action, recordId: row.record_id ?? null, outcome: row.outcome,
  ip: row.ip ?? null, requestId: row.request_id ?? null,
});

const VERIFY_PAGE = 5_000;

/**
 * Verifies the stored chain page by page in id order (core's {@link verifyAuditChain}), then its end against the kept
 * head; names the first broken line.
 */
export async function verifyStoredAuditChain(db: Kysely<Database>): Promise<ChainCheck> {
  let check: ChainCheck = CHAIN_START;
  let after = 0;
  for (;;) {
    const rows = await db.selectFrom('audit_log').selectAll().where('id', '>', after).orderBy('id').limit(VERIFY_PAGE).execute();
    const lines = rows.map((row): ChainedLine => ({ id: String(row.id), content: contentOf(row), hash: row.hash }));
    check = verifyAuditChain(lines, sha256Hex, check);
    if (check.kind === 'Broken' || rows.length < VERIFY_PAGE) break;
    after = Number(rows[rows.length - 1]?.id);
  }
  const { head } = await db.selectFrom('audit_chain').select('head').executeTakeFirstOrThrow();
  return checkChainHead(check, head);
}
