import type { RadvProgress } from './build-radv-pack.js';

/** Starts an audit's build in the background; the audit row carries its progress and outcome. */
export interface RadvBuildRunner {
  start(auditId: number): void;
  /** Resolves when every build started has ended (tests, shutdown). */
  idle(): Promise<void>;
  /** Builds started and not yet ended: the queue's depth the metrics show. */
  depth(): Promise<number>;
}

/**
 * The smallest runner: builds one audit at a time in this process, in the order started, each through `build`.
 * A build that fails keeps its failure on the audit (buildRadvPack does); a process that stops mid-build leaves the
 * audit "building", to be built again at the next start. On PostgreSQL the site's job queue takes its place.
 */
export function inProcessRadvRunner(build: (auditId: number, onProgress: RadvProgress) => Promise<void>): RadvBuildRunner {
  let chain: Promise<void> = Promise.resolve();
  let pending = 0;
  return {
    start(auditId) {
      pending += 1;
      chain = chain.then(async () => { await build(auditId, () => undefined); }).catch(() => undefined).finally(() => { pending -= 1; });
    },
    idle: () => chain,
    depth: async () => pending,
  };
}
