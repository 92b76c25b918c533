import type { BackgroundRunner, JobOutcome } from '@rafdesk/core';
import PgBoss from 'pg-boss';

/** The jobs schema of a site whose tables are in `public`; a site in schema S keeps its jobs in S_jobs. */
export const JOBS_SCHEMA = 'rafdesk_jobs';
export const jobsSchemaOf = (databaseSchema: string | null): string => (databaseSchema === null || databaseSchema === 'public' ? JOBS_SCHEMA : `${databaseSchema}_jobs`);

export interface PgBossJobsOptions {
  readonly connectionString: string;
  /** Default {@link JOBS_SCHEMA}. */
  readonly schema?: string;
  readonly onError: (error: unknown) => void;
}

/** One kind of long work: its queue's name, the key that makes two requests one, and one attempt at a job. */
export interface PgBossQueueOptions<Job> {
  readonly name: string;
  /** Requests with one key share a queue slot: at most one waits and one runs ("stately"). */
  readonly keyOf: (job: Job) => string;
  /** One attempt; `lastAttempt` when the queue will not try again. */
  readonly run: (job: Job, lastAttempt: boolean) => Promise<JobOutcome>;
  /** How often an idle worker looks for a job (default 2 s): the wait before work another process queued starts. */
  readonly pollingIntervalSeconds?: number;
  /** Tries after the first (default 2), each a little later than the one before. */
  readonly retryLimit?: number;
  /** The wait before the first retry (default 5 s), doubled for each one after. */
  readonly retryDelaySeconds?: number;
  /** A job still active this long after it started is taken as lost (its process stopped) and tried again (default 15 min). */
  readonly expireInSeconds?: number;
}

export interface PgBossQueue<Job> extends BackgroundRunner<Job> {
  readonly name: string;
}

/** The site's queues over one pg-boss instance (one small pool): `stop` ends this process's workers; queued jobs stay. */
export interface PgBossJobs {
  queue<Job>(options: PgBossQueueOptions<Job>): Promise<PgBossQueue<Job>>;
  stop(): Promise<void>;
}

interface Envelope<Job> {
  readonly job: Job;
}

/**
 * Long work through pg-boss on the site's PostgreSQL, so a job survives a restart, runs on whichever process takes it
 * first, and is tried again after a storage failure up to a limit. Every queue is "stately" by its key, so the work a
 * start finds unfinished is queued once however many processes start together.
 */
export async function openPgBossJobs(options: PgBossJobsOptions): Promise<PgBossJobs> {
  const boss = new PgBoss({ connectionString: options.connectionString, schema: options.schema ?? JOBS_SCHEMA, max: 3, application_name: 'rafdesk-jobs', schedule: false });
  boss.on('error', options.onError);
  await boss.start();
  const sending = new Set<Promise<unknown>>();
  return {
    async queue<Job>(queue: PgBossQueueOptions<Job>): Promise<PgBossQueue<Job>> {
      const { name } = queue;
      await boss.createQueue(name, {
        name, policy: 'stately', retryLimit: queue.retryLimit ?? 2, retryDelay: queue.retryDelaySeconds ?? 5, retryBackoff: true, expireInSeconds: queue.expireInSeconds ?? 15 * 60,
      });
      await boss.work<Envelope<Job>>(name, { pollingIntervalSeconds: queue.pollingIntervalSeconds ?? 2, batchSize: 1, includeMetadata: true }, async (jobs) => {
        for (const job of jobs) {
          const outcome = await queue.run(job.data.job, job.retryCount >= job.retryLimit);
          // Throwing is how pg-boss is told to try the job again later.
          if (outcome === 'retry') throw new Error(`a ${name} job met a storage failure`);
        }
      });
      const depth = () => boss.getQueueSize(name, { before: 'completed' });
      return {
        name,
        start(job) {
          const sent = boss.send(name, { job }, { singletonKey: queue.keyOf(job) }).catch(options.onError).finally(() => sending.delete(sent));
          sending.add(sent);
        },
        async idle() {
          await Promise.all(sending);
          while (await depth() > 0) await new Promise((resolve) => setTimeout(resolve, 100));
        },
        depth,
      };
    },
    async stop() {
      await Promise.all(sending);
      await boss.stop({ graceful: true, close: true, wait: true, timeout: 30_000 });
    },
  };
}
