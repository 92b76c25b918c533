import type { ResultAsync } from 'neverthrow';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import type { AppPorts } from '../app-ports.js';
import { refreshGaps } from './refresh-gaps.js';

/** How many patients a whole-practice computation found gaps for, and how many gaps. */
export interface PracticeGapCount {
  readonly patients: number;
  readonly gaps: number;
}

/**
 * Finds, values and stores the gaps of every active patient for a payment year (null: the current one), in one
 * transaction: what a start-up or a backfill runs, and what the gaps bench measures. Bases are read in a few
 * statements for the whole practice, each patient is found and valued in memory, and the sets are written in chunks.
 */
export function computePracticeGaps(ports: Pick<AppPorts, 'unitOfWork' | 'clock'>, paymentYear: number | null): ResultAsync<PracticeGapCount, StorageError> {
  return ports.unitOfWork.run((repositories) => refreshGaps(repositories, { doctorIds: null }, paymentYear, ports.clock.now()))
    .map((refresh) => ({ patients: refresh.sets.length, gaps: refresh.sets.reduce((sum, set) => sum + set.gaps.length, 0) }));
}
