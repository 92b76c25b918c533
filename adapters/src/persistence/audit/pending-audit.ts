import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditRecord, AuditScope } from '@rafdesk/core';
import { DeleteQueryNode, InsertQueryNode, UpdateQueryNode, type Kysely, type KyselyPlugin, type Transaction } from 'kysely';
import type { Database } from '../database.js';
import { appendChained } from './audit-chain.js';

/**
 * The audit line of the change a request is making, waiting for the change's transaction: the first transaction of
 * the request that commits writes it, so no change is ever committed without its line (a crash between the two can
 * no longer split them).
 */
interface PendingAudit {
  readonly entry: AuditRecord;
  written: boolean;
  /** Transactions of the request now open; a write statement outside one commits without the line. */
  openTransactions: number;
  strayWrites: number;
}

const pending = new AsyncLocalStorage<PendingAudit>();

/** {@link AuditScope} over the transactions of `transact`: the first one a request commits writes its line. */
export const transactionAuditScope: AuditScope = {
  async during(entry, work) {
    const audit: PendingAudit = { entry, written: false, openTransactions: 0, strayWrites: 0 };
    const value = await pending.run(audit, work);
    return { value, written: audit.written, changedOutsideTransaction: audit.strayWrites > 0 };
  },
};

/** A record created by the change names itself in the transaction's value (`recordId`), since the request could not. */
function recordIdOf(value: unknown): string | null {
  if (value === null || typeof value !== 'object' || !('recordId' in value)) return null;
  const id = (value as { recordId: unknown }).recordId;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null;
}

/**
 * Runs a whole transaction of the request: `body` does the change, then, before the commit, the request's pending
 * audit line (if any and not yet written) is inserted beside it; it counts as written once the commit succeeded.
 */
export async function transactionWithAudit<T>(db: Kysely<Database>, body: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const audit = pending.getStore();
  if (!audit) return db.transaction().execute(body);
  audit.openTransactions += 1;
  try {
    let carried = false;
    const value = await db.transaction().execute(async (trx) => {
      const done = await body(trx);
      if (!audit.written) {
        await appendChained(trx, [{ ...audit.entry, recordId: audit.entry.recordId ?? recordIdOf(done) }]);
        carried = true;
      }
      return done;
    });
    if (carried) audit.written = true;
    return value;
  } finally {
    audit.openTransactions -= 1;
  }
}

/**
 * Runs one write statement so that it commits with the request's pending audit line: in a transaction of its own
 * when a line is pending and no transaction is open, as it is otherwise (inside a unit of work, or with no line).
 */
export function withAuditLine<T>(db: Kysely<Database>, statement: (executor: Kysely<Database>) => Promise<T>): Promise<T> {
  const audit = pending.getStore();
  return db.isTransaction || !audit || audit.written ? statement(db) : transactionWithAudit(db, statement);
}

/**
 * Counts the write statements a request with a pending audit line runs outside a transaction: such a change commits
 * without its line, which the route reports so the use case is moved into a unit of work.
 */
export const strayWriteDetector: KyselyPlugin = {
  transformQuery({ node }) {
    const audit = pending.getStore();
    if (audit && !audit.written && audit.openTransactions === 0 && (InsertQueryNode.is(node) || UpdateQueryNode.is(node) || DeleteQueryNode.is(node))) audit.strayWrites += 1;
    return node;
  },
  transformResult: async ({ result }) => result,
};
