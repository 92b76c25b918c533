import type { DispositionChange } from './disposition-machine.js';
import { transitionDisposition } from './disposition-machine.js';
import type { DispositionEventInput, DispositionState, GapDisposition } from './disposition.js';
import { hasNewEvidence } from './evidence-key.js';
import { serviceYearOf } from './gap-facts.js';
import type { Gap } from './gap.js';

/** A gap with where it stands. */
export interface DisposedGap {
  readonly gap: Gap;
  readonly state: DispositionState;
  readonly disposition: GapDisposition | null;
}

// What coding and evidence say should happen to a gap's disposition, if anything.
function eventFor(gap: Gap, current: GapDisposition | null): DispositionEventInput | null {
  const state = current?.state ?? 'open';
  if (gap.coverage === 'closed') {
    const code = gap.addressedBy?.codes[0];
    return state === 'documented' || code === undefined ? null : { type: 'coding.documented', code, serviceYear: serviceYearOf(gap.paymentYear) };
  }
  if (state === 'documented') return { type: 'coding.removed', code: current?.code ?? gap.valueCode };
  if (state === 'not-present' && current?.dismissedEvidenceKey != null && hasNewEvidence(gap.evidenceKey, current.dismissedEvidenceKey)) {
    return { type: 'evidence.new', evidenceKey: gap.evidenceKey };
  }
  return null;
}

/**
 * Puts found gaps and stored dispositions together after any change of the patient's facts (a coding change, a note,
 * an import), in the same request: a gap whose coverage is closed becomes documented, a documented gap whose code went
 * is open again, a not-present gap stays not present while its evidence is the same and opens on new evidence. Returns
 * every found gap with its state (the worklist hides not-present and documented ones) and the changes to store, each
 * with its history record, made by the portal itself (user null). Dispositions of gaps no longer found are left alone.
 */
export function reconcileDispositions(gaps: readonly Gap[], dispositions: readonly GapDisposition[], at: string): { readonly gaps: DisposedGap[]; readonly changes: DispositionChange[] } {
  const byKey = new Map(dispositions.map((disposition) => [disposition.gapKey, disposition]));
  const changes: DispositionChange[] = [];
  const disposed = gaps.map((gap): DisposedGap => {
    const current = byKey.get(gap.key) ?? null;
    const event = eventFor(gap, current);
    const change = event === null ? null : transitionDisposition(current, gap, event, { userId: null, at }).unwrapOr(null);
    if (change !== null) changes.push(change);
    const disposition = change?.disposition ?? current;
    return { gap, state: disposition?.state ?? 'open', disposition };
  });
  return { gaps: disposed, changes };
}
