import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ScoringFailed } from '../../coding/payment-model.js';
import type { RecordId } from '../../domain/ids.js';
import type { FigureRecompute } from '../../ports/repositories/figure-recompute-repository.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';
import { computePracticeGaps } from '../gaps/practice-gaps.js';
import type { BackgroundRunner, JobOutcome } from '../jobs/background-runner.js';
import { notifyStarter } from '../notifications/deliver-notification.js';
import { recomputeRecordFigures } from '../records/recompute-record-figures.js';
import { sequentially } from '../records/sequentially.js';

/** Recomputes a payment year's stored figures in the background: the runner takes the year. */
export type FigureRecomputeRunner = BackgroundRunner<number>;

export type FigureRecomputePorts = Pick<AppPorts, 'unitOfWork' | 'clock' | 'patients' | 'figureRecomputes' | 'users' | 'notifications' | 'hubBus'>;

/** Records per transaction: a page holds its records' locks until it commits, so a doctor's edit waits at most one page. */
export const RECOMPUTE_PAGE = 100;

type RunFailure = ScoringFailed | StorageError;

const recordsWord = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'record' : 'records'}`;

function pagesOf(ids: readonly RecordId[]): RecordId[][] {
  const pages: RecordId[][] = [];
  for (let start = 0; start < ids.length; start += RECOMPUTE_PAGE) pages.push(ids.slice(start, start + RECOMPUTE_PAGE));
  return pages;
}

// A record removed since the ids were read has nothing left to recompute; any other failure stops the run.
function recomputePage(ports: FigureRecomputePorts, page: readonly RecordId[], at: Date): ResultAsync<void, RunFailure> {
  return ports.unitOfWork.run((repositories) => sequentially(page, (recordId) => recomputeRecordFigures(repositories, recordId, null, at)
    .map(() => undefined)
    .orElse((failure) => (failure.kind === 'NotFound' ? okAsync<void, RunFailure>(undefined) : errAsync<void, RunFailure>(failure)))))
    .map(() => undefined);
}

function recomputeAll(ports: FigureRecomputePorts, run: FigureRecompute): ResultAsync<number, RunFailure> {
  const at = ports.clock.now();
  return ports.patients.recordIdsOfYear(run.paymentYear).andThen((ids) => {
    const pages = pagesOf(ids);
    const start = ports.figureRecomputes.progress(run.paymentYear, run.generation, 0, ids.length);
    return pages.reduce<ResultAsync<number, RunFailure>>((done, page) => done.andThen((count) => recomputePage(ports, page, at)
      .andThen(() => ports.figureRecomputes.progress(run.paymentYear, run.generation, count + page.length, ids.length))
      .map(() => count + page.length)), start.map(() => 0))
      // The year's gaps are valued with the same factors, so they are found again once the figures are.
      .andThen((count) => computePracticeGaps(ports, run.paymentYear).map(() => count));
  });
}

const reasonOf = (failure: RunFailure) => (failure.kind === 'ScoringFailed' ? failure.message : 'the storage was unavailable');

/**
 * One run of a year's recompute, as a queue delivers it: takes the year's latest request, recomputes every record's
 * stored figures with the factors stored now, page by page, then the year's gaps, and tells whoever asked. A year with
 * nothing requested does nothing (a job delivered twice is harmless). A storage failure is answered `retry` unless it
 * was the last attempt; the run starts again from the first page, which only writes the same figures again.
 */
export function runFigureRecompute(ports: FigureRecomputePorts, paymentYear: number, options: { readonly lastAttempt?: boolean } = {}): ResultAsync<JobOutcome, never> {
  const lastAttempt = options.lastAttempt ?? true;
  return ports.figureRecomputes.begin(paymentYear).orElse(() => okAsync(null)).andThen((run): ResultAsync<JobOutcome, never> => {
    if (run === null) return okAsync('done');
    return recomputeAll(ports, run)
      .andThen((count) => ports.figureRecomputes.finish(paymentYear, run.generation, null, ports.clock.now()).andThen((current) => (current && run.requestedBy !== null
        ? notifyStarter(ports, run.requestedBy, 'RAF figures recomputed', `The stored RAF figures of PY${paymentYear} were recomputed with its factors as set now: ${recordsWord(count)}, and the year's gaps.`)
        : okAsync(undefined))))
      .map((): JobOutcome => 'done')
      .orElse((failure: RunFailure) => {
        if (failure.kind === 'Unavailable' && !lastAttempt) return okAsync<JobOutcome, never>('retry');
        return ports.figureRecomputes.finish(paymentYear, run.generation, reasonOf(failure), ports.clock.now()).orElse(() => okAsync(false))
          .andThen((current) => (current && run.requestedBy !== null
            ? notifyStarter(ports, run.requestedBy, 'RAF figures not recomputed', `The stored RAF figures of PY${paymentYear} could not be recomputed: ${reasonOf(failure)}. Set the factor again to try once more.`)
            : okAsync(undefined)))
          .map((): JobOutcome => 'done');
      });
  });
}

/** Queues again the recomputes a stopped process left queued or running, so a restart loses none. Answers the years. */
export function resumeFigureRecomputes(ports: Pick<AppPorts, 'figureRecomputes'>, runner: FigureRecomputeRunner): ResultAsync<number[], StorageError> {
  return ports.figureRecomputes.list().map((rows) => {
    const unfinished = rows.filter((row) => row.status === 'queued' || row.status === 'running').map((row) => row.paymentYear);
    for (const year of unfinished) runner.start(year);
    return unfinished;
  });
}

/** A year's recompute as the factor screen shows it: no user ids, only how far it is. */
export interface FigureRecomputeView {
  readonly paymentYear: number;
  readonly status: FigureRecompute['status'];
  readonly done: number;
  readonly total: number | null;
  readonly finishedAt: string | null;
  readonly failure: string | null;
}

/** Every year's latest recompute (GET RafFactors/Recomputes). */
export function listFigureRecomputes(ports: Pick<AppPorts, 'figureRecomputes'>): ResultAsync<FigureRecomputeView[], StorageError> {
  return ports.figureRecomputes.list().map((rows) => rows.map(({ paymentYear, status, done, total, finishedAt, failure }) => ({ paymentYear, status, done, total, finishedAt, failure })));
}

/** How far a year's recompute is, in the words the factor screen shows (a live status line). */
export function describeFigureRecompute(view: FigureRecomputeView): string {
  const year = `PY${view.paymentYear}`;
  switch (view.status) {
    case 'queued': return `The stored figures of ${year} are queued to be recomputed with the new factor.`;
    case 'running': return view.total === null
      ? `Recomputing the stored figures of ${year}…`
      : `Recomputing the stored figures of ${year}: ${view.done.toLocaleString('en-US')} of ${recordsWord(view.total)}.`;
    case 'done': return `The stored figures of ${year} are recomputed with the new factor: ${recordsWord(view.total ?? view.done)}.`;
    case 'failed': return `The stored figures of ${year} could not be recomputed: ${view.failure ?? 'the storage was unavailable'}. Set the factor again to try once more.`;
  }
}

/** Still queued or running: the screen keeps asking. */
export const isFigureRecomputeUnfinished = (view: FigureRecomputeView | null | undefined): boolean => view?.status === 'queued' || view?.status === 'running';
