import type { ResultAsync } from 'neverthrow';
import type { FigureRecompute, FigureRecomputeRepository, FigureRecomputeStatus, StorageError } from '@rafdesk/core';
import { sql } from 'kysely';
import { withAuditLine } from '../audit/pending-audit.js';
import { attempt } from './storage-failure.js';
import type { Executor } from './transact.js';

const COLUMNS = ['payment_year', 'generation', 'status', 'requested_by', 'requested_at', 'done', 'total', 'finished_at', 'failure'] as const;

interface Row {
  payment_year: number; generation: number; status: string; requested_by: number | null; requested_at: Date; done: number; total: number | null;
  finished_at: Date | null; failure: string | null;
}

const recomputeOf = (row: Row): FigureRecompute => ({
  paymentYear: row.payment_year, generation: row.generation, status: row.status as FigureRecomputeStatus, requestedBy: row.requested_by,
  requestedAt: row.requested_at.toISOString(), done: row.done, total: row.total, finishedAt: row.finished_at?.toISOString() ?? null, failure: row.failure,
});

/** {@link FigureRecomputeRepository} over `figure_recompute`: each write names the generation it belongs to, so an overtaken run changes nothing. */
export class KyselyFigureRecomputes implements FigureRecomputeRepository {
  constructor(private readonly db: Executor) {}

  request(paymentYear: number, requestedBy: number | null, at: Date): ResultAsync<FigureRecompute, StorageError> {
    const fresh = { status: 'queued', requested_by: requestedBy, requested_at: at, done: 0, total: null, finished_at: null, failure: null };
    return attempt(withAuditLine(this.db, (db) => db.insertInto('figure_recompute').values({ payment_year: paymentYear, generation: 1, ...fresh })
      .onConflict((conflict) => conflict.column('payment_year').doUpdateSet({ ...fresh, generation: sql<number>`figure_recompute.generation + 1` }))
      .returning(COLUMNS).executeTakeFirstOrThrow())).map(recomputeOf);
  }

  begin(paymentYear: number): ResultAsync<FigureRecompute | null, StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.updateTable('figure_recompute').set({ status: 'running', done: 0, total: null })
      .where('payment_year', '=', paymentYear).where('status', 'in', ['queued', 'running'])
      .returning(COLUMNS).executeTakeFirst())).map((row) => (row === undefined ? null : recomputeOf(row)));
  }

  progress(paymentYear: number, generation: number, done: number, total: number): ResultAsync<void, StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.updateTable('figure_recompute').set({ done, total }).where('payment_year', '=', paymentYear).where('generation', '=', generation).execute()))
      .map(() => undefined);
  }

  finish(paymentYear: number, generation: number, failure: string | null, at: Date): ResultAsync<boolean, StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.updateTable('figure_recompute').set({ status: failure === null ? 'done' : 'failed', failure, finished_at: at })
      .where('payment_year', '=', paymentYear).where('generation', '=', generation).executeTakeFirst()))
      .map((result) => Number(result.numUpdatedRows) > 0);
  }

  list(): ResultAsync<FigureRecompute[], StorageError> {
    return attempt(this.db.selectFrom('figure_recompute').select(COLUMNS).orderBy('payment_year').execute()).map((rows) => rows.map(recomputeOf));
  }
}
