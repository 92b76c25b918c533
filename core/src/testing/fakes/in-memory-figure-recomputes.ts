import { okAsync, type ResultAsync } from 'neverthrow';
import type { FigureRecompute, FigureRecomputeRepository } from '../../ports/repositories/figure-recompute-repository.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';

/** The recompute rows in memory, with the database's rules: a newer request overtakes an older run's writes. */
export class InMemoryFigureRecomputes implements FigureRecomputeRepository {
  readonly rows = new Map<number, FigureRecompute>();

  request(paymentYear: number, requestedBy: number | null, at: Date): ResultAsync<FigureRecompute, StorageError> {
    const row: FigureRecompute = {
      paymentYear, generation: (this.rows.get(paymentYear)?.generation ?? 0) + 1, status: 'queued', requestedBy, requestedAt: at.toISOString(),
      done: 0, total: null, finishedAt: null, failure: null,
    };
    this.rows.set(paymentYear, row);
    return okAsync(row);
  }

  begin(paymentYear: number): ResultAsync<FigureRecompute | null, StorageError> {
    const row = this.rows.get(paymentYear);
    if (row === undefined || row.status === 'done' || row.status === 'failed') return okAsync(null);
    const running: FigureRecompute = { ...row, status: 'running', done: 0, total: null };
    this.rows.set(paymentYear, running);
    return okAsync(running);
  }

  progress(paymentYear: number, generation: number, done: number, total: number): ResultAsync<void, StorageError> {
    const row = this.rows.get(paymentYear);
    if (row?.generation === generation) this.rows.set(paymentYear, { ...row, done, total });
    return okAsync(undefined);
  }

  finish(paymentYear: number, generation: number, failure: string | null, at: Date): ResultAsync<boolean, StorageError> {
    const row = this.rows.get(paymentYear);
    if (row?.generation !== generation) return okAsync(false);
    this.rows.set(paymentYear, { ...row, status: failure === null ? 'done' : 'failed', failure, finishedAt: at.toISOString() });
    return okAsync(true);
  }

  list(): ResultAsync<FigureRecompute[], StorageError> {
    return okAsync([...this.rows.values()].sort((a, b) => a.paymentYear - b.paymentYear));
  }
}
