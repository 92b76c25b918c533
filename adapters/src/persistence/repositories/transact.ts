import { randomInt } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { ResultAsync, type Result } from 'neverthrow';
import type { StorageError } from '@rafdesk/core';
import type { Database } from '../database.js';
import { transactionWithAudit } from '../audit/pending-audit.js';
import { errorCode, storageFailure, storageStateOf } from './storage-failure.js';

/** A connection or a transaction: every repository works on either. */
export type Executor = Kysely<Database>;

class Refusal<E> {
  constructor(readonly error: E) {}
}

let savepoints = 0;

/**
 * Runs `work` atomically: in a new transaction, or in a savepoint when `db` is already a transaction (a
 * {@link UnitOfWork}), so an `err` or a failure undoes exactly what `work` wrote. On PGlite the transaction
 * holds the single connection and other requests wait for it.
 */
export function transact<T, E>(db: Executor, work: (trx: Transaction<Database> | Executor) => Promise<Result<T, E>>): ResultAsync<T, E | StorageError> {
  const unwrap = async (trx: Transaction<Database> | Executor): Promise<T> => {
    const result = await work(trx);
    if (result.isErr()) throw new Refusal(result.error);
    return result.value;
  };
  const run = db.isTransaction ? inSavepoint(db, unwrap) : retryingConflicts(() => transactionWithAudit(db, unwrap));
  return ResultAsync.fromPromise(run, (error) => (error instanceof Refusal ? (error.error as E) : storageFailure(error)));
}

/** A deadlock or a serialization failure: PostgreSQL rolled the whole transaction back, and running it again is safe. */
const RETRYABLE_STATES = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 4;

/** The driver's error, or a repository's storage failure value that names one (how repositories report them). */
const isRetryable = (error: unknown): boolean =>
  RETRYABLE_STATES.has((error instanceof Refusal ? storageStateOf(error.error) : errorCode(error)) ?? '');

/**
 * Runs a whole transaction again when PostgreSQL chose it as a deadlock's or a serialization conflict's victim, a
 * bounded number of times with a short random pause, so concurrent multi-row changes that lock rows in different
 * orders still all succeed. Other refusals and failures are never retried.
 */
async function retryingConflicts<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 10 + randomInt(20)));
    }
  }
}

async function inSavepoint<T>(trx: Executor, body: (trx: Executor) => Promise<T>): Promise<T> {
  savepoints += 1;
  const name = sql.id(`rafdesk_sp_${savepoints}`);
  await sql`savepoint ${name}`.execute(trx);
  try {
    const value = await body(trx);
    await sql`release savepoint ${name}`.execute(trx);
    return value;
  } catch (error) {
    await sql`rollback to savepoint ${name}`.execute(trx);
    throw error;
  }
}
