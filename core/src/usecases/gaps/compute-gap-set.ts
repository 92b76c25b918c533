import { ok, type Result } from 'neverthrow';
import type { ScoringFailed } from '../../coding/payment-model.js';
import type { RafEngine } from '../../coding/raf-engine.js';
import type { UserId } from '../../domain/ids.js';
import { transitionDisposition, type DispositionChange } from '../../gaps/disposition-machine.js';
import type { GapDisposition } from '../../gaps/disposition.js';
import { findGaps } from '../../gaps/find-gaps.js';
import type { Gap } from '../../gaps/gap.js';
import type { GapValue } from '../../gaps/gap-value-types.js';
import { patientGapValues } from '../../gaps/gap-value.js';
import { noteFactsOf } from '../../gaps/note-facts.js';
import { recordNoteProblems } from '../../gaps/record-note-facts.js';
import { reconcileDispositions } from '../../gaps/reconcile-dispositions.js';
import { WORKLIST_OPEN_STATES } from '../../gaps/worklist-ranking.js';
import type { FactorSetting } from '../../raf/index.js';
import type { GapBasis, PatientDispositionChange, StoredGapSet } from '../../ports/repositories/gap-repository.js';
import type { GapWorth } from './gap-views.js';

/** How a set is computed: when, with the year's factor settings, and whether a coding change was a delete (and by whom). */
export interface GapComputation {
  readonly at: Date;
  readonly factorSettings: readonly FactorSetting[];
  /** A person deleted coded diagnoses: a gap they documented that is no longer covered is not present (not supported), a delete. */
  readonly deletedBy?: UserId | null;
}

const worthOf = (value: GapValue): GapWorth => ({
  code: value.code, without: value.without, with: value.with, raf: value.raf, annualBudget: value.dollars?.annualBudget ?? null,
  netSurplus: value.dollars?.netSurplus ?? null, factorStatus: value.factorStatus, modelLabel: value.modelLabel,
});

// A delete of the code that documented a gap is the person's decision that the condition is not supported; without a
// delete, the machine's own coding.removed reopens the gap instead (reconcileDispositions).
function deletions(gaps: readonly Gap[], dispositions: readonly GapDisposition[], by: UserId | null | undefined, at: string): { dispositions: GapDisposition[]; changes: DispositionChange[] } {
  if (by === undefined || by === null) return { dispositions: [...dispositions], changes: [] };
  const byKey = new Map(dispositions.map((disposition) => [disposition.gapKey, disposition]));
  const changes: DispositionChange[] = [];
  for (const gap of gaps) {
    const current = byKey.get(gap.key);
    if (current?.state !== 'documented' || gap.coverage === 'closed' || current.code === null) continue;
    const change = transitionDisposition(current, gap, { type: 'user.deleteUnsupported', code: current.code }, { userId: by, at }).unwrapOr(null);
    if (change === null) continue;
    changes.push(change);
    byKey.set(gap.key, change.disposition);
  }
  return { dispositions: [...byKey.values()], changes };
}

/**
 * A patient's gaps for the basis's payment year, found from every year's facts, put together with their stored
 * dispositions (coding documents and reopens them, a delete makes them not present, new evidence reopens a dismissed
 * one) and valued by the engine: each gap's worth and the open value of the gaps still to do. Returns the set to store
 * and the disposition changes to store with it. Fails only for a payment year the engine has no tables for.
 */
export function computeGapSet(engine: RafEngine, basis: GapBasis, stored: readonly GapDisposition[], how: GapComputation): Result<{ readonly set: StoredGapSet; readonly changes: PatientDispositionChange[] }, ScoringFailed> {
  const notes = basis.notes.map(noteFactsOf);
  const facts = {
    paymentYear: basis.paymentYear, diagnoses: [...basis.diagnoses],
    medications: notes.flatMap((note) => note.medications), vitals: notes.flatMap((note) => note.vitals),
    problems: [...notes.flatMap((note) => note.problems), ...recordNoteProblems(basis.recordNotes)],
  };
  const at = how.at.toISOString();
  return findGaps(engine, facts).andThen((gaps) => {
    const deleted = deletions(gaps, stored, how.deletedBy, at);
    const reconciled = reconcileDispositions(gaps, deleted.dispositions, at);
    const toDo = reconciled.gaps.filter((item) => WORKLIST_OPEN_STATES.includes(item.state)).map((item) => item.gap);
    const input = { patient: basis.subject, paymentYear: basis.paymentYear, codes: basis.codes, agreement: basis.agreement, factorSettings: how.factorSettings };
    return patientGapValues(engine, input, gaps, toDo).andThen(({ values, open }) => {
      const worth = new Map(values.map((value) => [value.gapKey, worthOf(value)]));
      const changes = [...deleted.changes, ...reconciled.changes].map((change) => ({ patientId: basis.patientId, ...change }));
      return ok({
        changes,
        set: {
          patientId: basis.patientId, doctorId: basis.doctorId, paymentYear: basis.paymentYear, computedAt: how.at,
          openWorth: { raf: open.raf, annualBudget: open.dollars?.annualBudget ?? null, netSurplus: open.dollars?.netSurplus ?? null, factorStatus: open.factorStatus, gaps: open.gaps },
          gaps: reconciled.gaps.map((item) => ({ gap: item.gap, worth: worth.get(item.gap.key) ?? null, state: item.state })),
        },
      });
    });
  });
}
