import type { ResultAsync } from 'neverthrow';
import type { StorageError } from './storage-error.js';

/** `queued` and `running` are unfinished: a start queues them again. */
export type FigureRecomputeStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * The recompute of a payment year's stored figures after a factor of that year changed: one row per year, its latest
 * request. `generation` counts the requests, so a run that a newer request overtook cannot mark the newer one done.
 */
export interface FigureRecompute {
  readonly paymentYear: number;
  readonly generation: number;
  readonly status: FigureRecomputeStatus;
  readonly requestedBy: number | null;
  readonly requestedAt: string;
  readonly done: number;
  /** Records of the year; null until the run has counted them. */
  readonly total: number | null;
  readonly finishedAt: string | null;
  readonly failure: string | null;
}

export interface FigureRecomputeRepository {
  /** Asks for (another) recompute of the year: queued, counts reset, the generation one higher. */
  request(paymentYear: number, requestedBy: number | null, at: Date): ResultAsync<FigureRecompute, StorageError>;
  /** A run takes the year's latest request: running, with its generation; null when nothing is left to do. */
  begin(paymentYear: number): ResultAsync<FigureRecompute | null, StorageError>;
  /** How far the run of `generation` has come; ignored once a newer request exists. */
  progress(paymentYear: number, generation: number, done: number, total: number): ResultAsync<void, StorageError>;
  /** Ends the run of `generation` (failure null: done); answers false when a newer request had overtaken it. */
  finish(paymentYear: number, generation: number, failure: string | null, at: Date): ResultAsync<boolean, StorageError>;
  list(): ResultAsync<FigureRecompute[], StorageError>;
}
