import {
  inProcessRadvRunner, inProcessRunner, runFigureRecompute, runRadvBuild, type FigureRecomputePorts, type FigureRecomputeRunner, type RadvBuildRunner, type RadvRunPorts,
} from '@rafdesk/core';

/** The portal's long work: RADV packs and payment-year recomputes, each told to whoever started it when it ends. */
export interface BackgroundWork {
  readonly radv: RadvBuildRunner;
  readonly figures: FigureRecomputeRunner;
  /** Jobs not yet finished per queue, in every process when the queue is shared: what `/api/metrics` shows. */
  depths(): Promise<Record<string, number>>;
  /** Ends this process's workers (in process: waits for the work started); queued jobs stay for the next start. */
  stop(): Promise<void>;
}

export interface BackgroundWorkPorts {
  readonly radv: RadvRunPorts;
  readonly figures: FigureRecomputePorts;
}

/**
 * Where long work runs: on the site's job queue when one is configured (any process takes a job, a restart keeps it,
 * a storage failure is tried again), else one job at a time per kind in this process. Rejects when the queue cannot
 * start (a role that may not create the jobs schema, say), with the server's reason.
 */
export async function openBackgroundWork(
  jobQueue: { readonly url: string; readonly databaseSchema?: string | null } | null | undefined,
  ports: BackgroundWorkPorts,
  onError: (error: unknown) => void,
): Promise<BackgroundWork> {
  if (!jobQueue) {
    const radv = inProcessRadvRunner(async (auditId, onProgress) => { await runRadvBuild(ports.radv, auditId, { onProgress }); });
    const figures = inProcessRunner(async (year: number) => { await runFigureRecompute(ports.figures, year); });
    return {
      radv, figures,
      depths: async () => ({ 'radv-build': await radv.depth(), 'figure-recompute': await figures.depth() }),
      stop: async () => { await radv.idle(); await figures.idle(); },
    };
  }
  const { openPgBossJobs, jobsSchemaOf, radvBuildQueue, figureRecomputeQueue, RADV_BUILD_QUEUE, FIGURE_RECOMPUTE_QUEUE } = await import('@rafdesk/adapters/jobs');
  const jobs = await openPgBossJobs({ connectionString: jobQueue.url, schema: jobsSchemaOf(jobQueue.databaseSchema ?? null), onError });
  const radv = await radvBuildQueue(jobs, { build: async (auditId, lastAttempt) => (await runRadvBuild(ports.radv, auditId, { lastAttempt })).unwrapOr('done') });
  const figures = await figureRecomputeQueue(jobs, async (year, lastAttempt) => (await runFigureRecompute(ports.figures, year, { lastAttempt })).unwrapOr('done'));
  return {
    radv, figures,
    depths: async () => ({ [RADV_BUILD_QUEUE]: await radv.depth(), [FIGURE_RECOMPUTE_QUEUE]: await figures.depth() }),
    stop: () => jobs.stop(),
  };
}
