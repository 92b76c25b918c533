import { okAsync, type ResultAsync } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar-date.js';
import { formatDisplayDate } from '../../validation/typed-date.js';
import type { StoredRadvAudit } from '../../radv/radv-ports.js';
import type { AppPorts } from '../app-ports.js';
import { notifyStarter } from '../notifications/deliver-notification.js';
import type { JobOutcome } from '../jobs/background-runner.js';
import { membersByStatus } from '../../radv/cover-sheet.js';
import { buildRadvPack, type RadvBuildError, type RadvProgress } from './build-radv-pack.js';
import type { RadvPorts } from './radv-use-case-ports.js';

export type RadvRunPorts = RadvPorts & Pick<AppPorts, 'notifications' | 'hubBus'>;

/** What a queue does with a build that ended: done (built, or failed for good and kept so), or tried again later. */
export type RadvRunOutcome = JobOutcome;

const membersWord = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

function builtWords(audit: StoredRadvAudit, counts: { ready: number; weak: number; unsupported: number }): string {
  return `The evidence pack of audit ${audit.contract} · PY${audit.paymentYear} is built: ${membersWord(audit.total)}, ${counts.ready} ready, ${counts.weak} weak, ${counts.unsupported} unsupported. Download it from RADV Audits before ${formatDisplayDate(audit.dueDate as IsoDate)}.`;
}

export interface RadvRunOptions {
  readonly onProgress?: RadvProgress;
  /** The queue will not try again: a storage failure is then told and kept like any other. Default true. */
  readonly lastAttempt?: boolean;
}

const countsOf = (ports: RadvRunPorts, auditId: number) => ports.radvAudits.pack(auditId).map((pack) => membersByStatus(pack?.coverSheets ?? []))
  .orElse(() => okAsync(membersByStatus([])));

/**
 * Builds an audit's pack ({@link buildRadvPack}) as background work and tells its creator how it ended. Run again
 * for an audit already built it does nothing (a queue may deliver a job twice). A storage failure is answered `retry`
 * unless it was the last attempt (the audit shows the failure meanwhile); any other failure is kept on the audit, told
 * and answered `done`, since building again would fail the same way.
 */
export function runRadvBuild(ports: RadvRunPorts, auditId: number, options: RadvRunOptions = {}): ResultAsync<RadvRunOutcome, never> {
  const lastAttempt = options.lastAttempt ?? true;
  return ports.radvAudits.find(auditId).orElse(() => okAsync(null)).andThen((before): ResultAsync<RadvRunOutcome, never> => {
    if (before === null || before.status === 'built') return okAsync('done');
    return buildRadvPack(ports, auditId, options.onProgress)
      .andThen((audit) => countsOf(ports, audit.id).andThen((counts) => notifyStarter(ports, audit.createdBy, 'RADV pack ready', builtWords(audit, counts))).map((): RadvRunOutcome => 'done'))
      .orElse((failure: RadvBuildError) => {
        if (failure.kind === 'Unavailable' && !lastAttempt) return okAsync<RadvRunOutcome, never>('retry');
        return ports.radvAudits.find(auditId).orElse(() => okAsync(null)).andThen((audit) => notifyStarter(ports, before.createdBy, 'RADV pack failed',
          `The evidence pack of audit ${before.contract} · PY${before.paymentYear} could not be built: ${audit?.failure ?? 'the storage was unavailable'}.`)).map((): RadvRunOutcome => 'done');
      });
  });
}
