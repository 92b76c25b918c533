import type { GapKind } from './gap.js';
import type { DispositionState } from './disposition.js';
import type { OpenValue } from './gap-value-types.js';

/** A worklist row before ranking: one patient, its open value and what the filters read. */
export interface WorklistEntry<P> {
  readonly patient: P;
  readonly openValue: OpenValue;
  readonly gaps: readonly { readonly kind: GapKind; readonly hcc: string; readonly state: DispositionState; readonly raf: number }[];
}

/** Patients by open value: RAF first, then dollars, then fewer gaps (more worth per visit); ties keep their order. */
export function rankWorklist<P>(entries: readonly WorklistEntry<P>[]): WorklistEntry<P>[] {
  void entries;
  throw new Error('rankWorklist: not implemented yet');
}
