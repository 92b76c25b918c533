import type { RadvBuildRunner, RadvRunOutcome } from '@rafdesk/core';
import { openPgBossJobs, type PgBossJobs } from './pg-boss-jobs.js';

/** The queue of RADV pack builds, in the pg-boss schema every process of a site shares. */
export const RADV_BUILD_QUEUE = 'radv-build';

export interface PgBossRadvRunnerOptions {
  readonly connectionString: string;
  readonly schema?: string;
  /** One attempt at an audit's build; `lastAttempt` when the queue will not try again. */
  readonly build: (auditId: number, lastAttempt: boolean) => Promise<RadvRunOutcome>;
  readonly onError: (error: unknown) => void;
  readonly pollingIntervalSeconds?: number;
  readonly retryLimit?: number;
  readonly retryDelaySeconds?: number;
  readonly expireInSeconds?: number;
}

/** The RADV runner on a queue: `stop` ends this process's worker and its connections; queued jobs stay for the next. */
export interface PgBossRadvRunner extends RadvBuildRunner {
  stop(): Promise<void>;
}

/** The RADV build queue on `jobs`: keyed by audit, so an audit has at most one build waiting and one running. */
export function radvBuildQueue(jobs: PgBossJobs, options: Omit<PgBossRadvRunnerOptions, 'connectionString' | 'schema' | 'onError'>): Promise<RadvBuildRunner> {
  const { build, ...timing } = options;
  return jobs.queue<number>({ name: RADV_BUILD_QUEUE, keyOf: String, run: build, ...timing });
}

/** RADV builds alone on their own pg-boss instance (the queue's own tests; `rafdesk serve` opens every queue on one). */
export async function openPgBossRadvRunner(options: PgBossRadvRunnerOptions): Promise<PgBossRadvRunner> {
  const { connectionString, schema, onError, ...queue } = options;
  const jobs = await openPgBossJobs({ connectionString, onError, ...(schema === undefined ? {} : { schema }) });
  const runner = await radvBuildQueue(jobs, queue);
  return { ...runner, stop: () => jobs.stop() };
}
