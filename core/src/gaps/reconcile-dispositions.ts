import type { DispositionChange } from './disposition-machine.js';
import type { DispositionState, GapDisposition } from './disposition.js';
import type { Gap } from './gap.js';

/** A gap with where it stands. */
export interface DisposedGap {
  readonly gap: Gap;
  readonly state: DispositionState;
  readonly disposition: GapDisposition | null;
}

/**
 * Puts found gaps and stored dispositions together after any change of the patient's facts (a coding change, a note,
 * an import), in the same request: a gap whose coverage is closed becomes documented, a documented gap whose code went
 * is open again, a not-present gap stays hidden while its evidence is the same and opens on new evidence. Returns the
 * gaps to show (not-present ones kept with their state) and the changes to store, each with its history record.
 */
export function reconcileDispositions(gaps: readonly Gap[], dispositions: readonly GapDisposition[], at: string): { readonly gaps: DisposedGap[]; readonly changes: DispositionChange[] } {
  void gaps; void dispositions; void at;
  throw new Error('reconcileDispositions: not implemented yet');
}
