import { inProcessRunner, type BackgroundRunner } from '../jobs/background-runner.js';
import type { RadvProgress } from './build-radv-pack.js';

/** Starts an audit's build in the background; the audit row carries its progress and outcome. */
export type RadvBuildRunner = BackgroundRunner<number>;

/**
 * Builds one audit at a time in this process ({@link inProcessRunner}). A build that fails keeps its failure on the
 * audit (buildRadvPack does); a process that stops mid-build leaves the audit "building", to be built again at the next
 * start.
 */
export function inProcessRadvRunner(build: (auditId: number, onProgress: RadvProgress) => Promise<void>): RadvBuildRunner {
  return inProcessRunner((auditId: number) => build(auditId, () => undefined));
}
