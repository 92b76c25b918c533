import type { FigureRecomputeRunner, JobOutcome } from '@rafdesk/core';
import type { PgBossJobs } from './pg-boss-jobs.js';

/** The queue of payment-year figure recomputes: keyed by year, so a year has at most one waiting and one running. */
export const FIGURE_RECOMPUTE_QUEUE = 'figure-recompute';

/**
 * A year's recompute on `jobs`. A factor set again while its year runs queues one more run, which takes the newest
 * request; set again while one already waits, the waiting run takes that one too.
 */
export function figureRecomputeQueue(jobs: PgBossJobs, run: (paymentYear: number, lastAttempt: boolean) => Promise<JobOutcome>): Promise<FigureRecomputeRunner> {
  return jobs.queue<number>({ name: FIGURE_RECOMPUTE_QUEUE, keyOf: String, run, expireInSeconds: 60 * 60 });
}
