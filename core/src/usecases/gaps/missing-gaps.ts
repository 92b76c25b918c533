import { okAsync, type ResultAsync } from 'neverthrow';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';
import { currentPaymentYear } from '../records/payment-year.js';
import type { PracticeGapCount } from './practice-gaps.js';
import { refreshPatientGaps } from './refresh-gaps.js';

/** Patients computed per transaction: short enough that requests on the one PGlite connection wait little between them. */
const BATCH = 250;

/**
 * Computes the gaps of every active patient of the current payment year who has none stored (a database upgraded from
 * before gaps, or patients written by a tool that does not keep gaps), a batch of patients per transaction, until none
 * is left: what `rafdesk serve` runs in the background at start-up. A patient the engine cannot value (a year without
 * tables) is left without a set and tried again at the next start. `onBatch` hears each batch's count; `stopped` is
 * asked before each batch (a portal shutting down stops between two transactions, the rest waits for its next start).
 */
export function computeMissingGaps(
  ports: Pick<AppPorts, 'unitOfWork' | 'clock' | 'gaps' | 'settings'>,
  watch: { readonly onBatch?: (done: PracticeGapCount) => void; readonly stopped?: () => boolean } = {},
): ResultAsync<PracticeGapCount, StorageError> {
  return currentPaymentYear(ports.settings).andThen((year) => {
    const total = { patients: 0, gaps: 0 };
    const tried = new Set<number>();
    const next = (): ResultAsync<PracticeGapCount, StorageError> => (watch.stopped?.() === true ? okAsync(total) : ports.gaps.withoutSet(year, BATCH + tried.size).andThen((found) => {
      const batch = found.filter((id) => !tried.has(id)).slice(0, BATCH);
      if (batch.length === 0) return okAsync(total);
      for (const id of batch) tried.add(id);
      return ports.unitOfWork.run((repositories) => refreshPatientGaps(repositories, batch, year, ports.clock.now())).andThen((refresh) => {
        const done = { patients: refresh.sets.length, gaps: refresh.sets.reduce((sum, set) => sum + set.gaps.length, 0) };
        total.patients += done.patients;
        total.gaps += done.gaps;
        watch.onBatch?.(done);
        return next();
      });
    }));
    return next();
  });
}
