import type { ResultAsync } from 'neverthrow';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { RadvAuditRepository } from '../../radv/radv-ports.js';
import type { RadvBuildRunner } from './radv-build-runner.js';

/**
 * Starts again the packs a stopped process left queued or half built, so a restart loses no audit: each build starts
 * from its members (a pack is written once, at the end). Answers the ids started.
 */
export function resumeRadvBuilds(audits: Pick<RadvAuditRepository, 'list'>, runner: RadvBuildRunner): ResultAsync<number[], StorageError> {
  return audits.list(null).map((all) => {
    const unfinished = all.filter((audit) => audit.status === 'queued' || audit.status === 'building').map((audit) => audit.id).sort((a, b) => a - b);
    for (const id of unfinished) runner.start(id);
    return unfinished;
  });
}
