import type { DispositionState } from './disposition.js';
import type { GapKind } from './gap.js';
import type { OpenValue } from './gap-value-types.js';

/** A worklist row before ranking: one patient, its open value and what the filters read. */
export interface WorklistEntry<P> {
  readonly patient: P;
  readonly openValue: OpenValue;
  readonly gaps: readonly { readonly kind: GapKind; readonly hcc: string; readonly state: DispositionState; readonly raf: number }[];
}

/** The dispositions a worklist counts as open value: open, and deferred to the next visit (still to be done). */
export const WORKLIST_OPEN_STATES: readonly DispositionState[] = ['open', 'deferred'];

/**
 * Patients by open value: RAF first, then dollars (the agreement's premium differs between insurances), then fewer
 * open gaps (more worth per visit); ties keep the order they came in, so a page is stable.
 */
export function rankWorklist<P>(entries: readonly WorklistEntry<P>[]): WorklistEntry<P>[] {
  const openCount = (entry: WorklistEntry<P>) => entry.gaps.filter((gap) => WORKLIST_OPEN_STATES.includes(gap.state)).length;
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.openValue.raf - a.entry.openValue.raf
      || (b.entry.openValue.dollars?.annualBudget ?? 0) - (a.entry.openValue.dollars?.annualBudget ?? 0)
      || openCount(a.entry) - openCount(b.entry)
      || a.index - b.index)
    .map(({ entry }) => entry);
}
