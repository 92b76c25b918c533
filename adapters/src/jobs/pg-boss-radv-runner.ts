import type { RadvBuildRunner, RadvRunOutcome } from '@rafdesk/core';
import PgBoss from 'pg-boss';

/** The queue of RADV pack builds, in the pg-boss schema every process of a site shares. */
export const RADV_BUILD_QUEUE = 'radv-build';
/** The jobs schema of a site whose tables are in `public`; a site in schema S keeps its jobs in S_jobs. */
export const JOBS_SCHEMA = 'rafdesk_jobs';
export const jobsSchemaOf = (databaseSchema: string | null): string => (databaseSchema === null || databaseSchema === 'public' ? JOBS_SCHEMA : `${databaseSchema}_jobs`);

export interface PgBossRadvRunnerOptions {
  readonly connectionString: string;
  /** Default {@link JOBS_SCHEMA}. */
  readonly schema?: string;
  /** One attempt at an audit's build; `lastAttempt` when the queue will not try again. */
  readonly build: (auditId: number, lastAttempt: boolean) => Promise<RadvRunOutcome>;
  readonly onError: (error: unknown) => void;
  /** How often an idle worker looks for a job (default 2 s): the wait before a pack another process queued starts. */
  readonly pollingIntervalSeconds?: number;
  /** Tries after the first (default 2), each a little later than the one before. */
  readonly retryLimit?: number;
  /** The wait before the first retry (default 5 s), doubled for each one after. */
  readonly retryDelaySeconds?: number;
  /** A build still active this long after it started is taken as lost (its process stopped) and tried again. */
  readonly expireInSeconds?: number;
}

/** The RADV runner on a queue: `stop` ends this process's worker and its connections; queued jobs stay for the next. */
export interface PgBossRadvRunner extends RadvBuildRunner {
  /** Jobs of the queue not yet finished, in every process (queued, waiting to retry, or active). */
  depth(): Promise<number>;
  stop(): Promise<void>;
}

interface BuildJob {
  readonly auditId: number;
}

/**
 * Builds RADV packs through pg-boss on the site's PostgreSQL, so a build survives a restart, runs on whichever process
 * takes it first, and is tried again after a storage failure up to a limit. The queue is "stately" keyed by audit: an
 * audit has at most one build waiting and one running, so the packs a start finds unfinished are queued once however
 * many processes start together.
 */
export async function openPgBossRadvRunner(options: PgBossRadvRunnerOptions): Promise<PgBossRadvRunner> {
  const retryLimit = options.retryLimit ?? 2;
  const boss = new PgBoss({ connectionString: options.connectionString, schema: options.schema ?? JOBS_SCHEMA, max: 3, application_name: 'rafdesk-jobs', schedule: false });
  boss.on('error', options.onError);
  await boss.start();
  await boss.createQueue(RADV_BUILD_QUEUE, {
    name: RADV_BUILD_QUEUE, policy: 'stately', retryLimit, retryDelay: options.retryDelaySeconds ?? 5, retryBackoff: true, expireInSeconds: options.expireInSeconds ?? 15 * 60,
  });
  const sending = new Set<Promise<unknown>>();
  await boss.work<BuildJob>(RADV_BUILD_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1, includeMetadata: true }, async (jobs) => {
    for (const job of jobs) {
      const outcome = await options.build(job.data.auditId, job.retryCount >= job.retryLimit);
      // Throwing is how pg-boss is told to try the job again later.
      if (outcome === 'retry') throw new Error(`building the pack of audit ${job.data.auditId} met a storage failure`);
    }
  });
  const depth = () => boss.getQueueSize(RADV_BUILD_QUEUE, { before: 'completed' });
  return {
    start(auditId) {
      const sent = boss.send(RADV_BUILD_QUEUE, { auditId }, { singletonKey: String(auditId) }).catch(options.onError).finally(() => sending.delete(sent));
      sending.add(sent);
    },
    async idle() {
      await Promise.all(sending);
      while (await depth() > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    },
    depth,
    async stop() {
      await Promise.all(sending);
      await boss.stop({ graceful: true, close: true, wait: true, timeout: 30_000 });
    },
  };
}
