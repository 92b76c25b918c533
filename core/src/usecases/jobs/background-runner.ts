/** Starts a piece of long work in the background; what it changes (an audit row, a recompute row) carries its progress. */
export interface BackgroundRunner<Job> {
  start(job: Job): void;
  /** Resolves when every job started has ended (tests, shutdown). */
  idle(): Promise<void>;
  /** Jobs started and not yet ended: the queue's depth the metrics show. */
  depth(): Promise<number>;
}

/** What a queue does with a job that ended: done (finished, or failed for good and kept so), or tried again later. */
export type JobOutcome = 'done' | 'retry';

/**
 * The smallest runner: runs one job at a time in this process, in the order started. A job keeps its own failure (the
 * row it works on says so); a process that stops mid-job leaves that row unfinished, for the next start to pick up. On
 * PostgreSQL the site's job queue takes its place.
 */
export function inProcessRunner<Job>(run: (job: Job) => Promise<unknown>): BackgroundRunner<Job> {
  let chain: Promise<void> = Promise.resolve();
  let pending = 0;
  return {
    start(job) {
      pending += 1;
      chain = chain.then(async () => { await run(job); }).catch(() => undefined).finally(() => { pending -= 1; });
    },
    idle: () => chain,
    depth: async () => pending,
  };
}
