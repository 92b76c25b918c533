import { MAX_AGE } from './compiled-mapping.js';
import type { Demographics } from './demographics.js';
import { CODE_EDITED_OUT, CODE_EDITOR_OUT, CODE_MAPPED, CODE_NOT_MAPPED, DROPPED_BY_CC223_RULE, type ModelRun } from './model-run.js';
import type { ResolvedCodes } from './resolve-codes.js';
import type { ModelId } from '../tables/table-types.js';
import { MISSING } from './segment-factors.js';
import { SEGMENT_INDEX } from './segments.js';

const factor = (value: number) => (value === MISSING ? 0 : value);

function mapCodes(run: ModelRun<ModelId>, codes: ResolvedCodes): void {
  const { mapping, hccIndexOf, mceRule } = run.model;
  const listOk = run.listMask;
  const { rowStart, rowCondition, rowCc } = mapping;
  if (run.codeOutcome.length < codes.count) run.codeOutcome = new Uint8Array(Math.max(codes.count, run.codeOutcome.length * 2));
  const ok = run.conditionMask;
  for (let i = 0; i < codes.count; i++) {
    const index = codes.index[i] as number;
    let outcome = CODE_NOT_MAPPED;
    if (index >= 0 && codes.duplicate[i] === 0) {
      const rule = mceRule[index] as number;
      if (rule >= 0 && ((listOk >> rule) & 1) === 0) {
        run.codeOutcome[i] = CODE_EDITOR_OUT;
        continue;
      }
      const end = rowStart[index + 1] as number;
      for (let r = rowStart[index] as number; r < end; r++) {
        const c = rowCondition[r] as number;
        if (c >= 0 && ((ok >> c) & 1) === 0) {
          if (outcome !== CODE_MAPPED) outcome = ((run.editMask >> c) & 1) === 0 || outcome === CODE_EDITED_OUT ? CODE_EDITED_OUT : CODE_EDITOR_OUT;
          continue;
        }
        outcome = CODE_MAPPED;
        const h = hccIndexOf[rowCc[r] as number] as number;
        if (h >= 0 && run.present[h] === 0) {
          run.present[h] = 1;
          run.raised[run.raisedCount++] = h;
        }
      }
    }
    run.codeOutcome[i] = outcome;
  }
}

function applyHierarchy(run: ModelRun<ModelId>): void {
  const { rank, childStart, childList, cc223, cc223Companions } = run.model;
  const present = run.present;
  if (cc223 >= 0 && present[cc223] === 1) {
    let companion = false;
    for (let i = 0; i < cc223Companions.length; i++) if (present[cc223Companions[i] as number] === 1) companion = true;
    if (!companion) {
      present[cc223] = 0;
      run.trumpedBy[cc223] = DROPPED_BY_CC223_RULE;
    }
  }
  const raised = run.raised;
  for (let i = 1; i < run.raisedCount; i++) {
    const h = raised[i] as number;
    const hRank = rank[h] as number;
    let j = i - 1;
    while (j >= 0 && (rank[raised[j] as number] as number) > hRank) {
      raised[j + 1] = raised[j] as number;
      j--;
    }
    raised[j + 1] = h;
  }
  // CMS's macro applies parents one at a time to already-zeroed values, so a parent dropped by an
  // earlier parent drops nothing (V28 62 + 63 + 202 keeps 202).
  for (let i = 0; i < run.raisedCount; i++) {
    const h = raised[i] as number;
    if (present[h] === 0) continue;
    const end = childStart[h + 1] as number;
    for (let k = childStart[h] as number; k < end; k++) {
      const child = childList[k] as number;
      if (present[child] === 1) {
        present[child] = 0;
        run.trumpedBy[child] = h;
      }
    }
  }
}

function reset(run: ModelRun<ModelId>): void {
  for (let i = 0; i < run.raisedCount; i++) {
    const h = run.raised[i] as number;
    run.present[h] = 0;
    run.trumpedBy[h] = -1;
  }
  run.raisedCount = 0;
  run.survivorCount = 0;
  run.interactionCount = 0;
  run.countIndex = -1;
  run.hccTotal = 0;
  run.interactionTotal = 0;
  run.countTotal = 0;
}

function demographicTotal(run: ModelRun<ModelId>, who: Demographics): number {
  const factors = run.model.segments[who.segment];
  if (!factors) return 0;
  if (who.segment >= SEGMENT_INDEX.NE) {
    const origdis = who.newEnrolleeOriginallyDisabled ? 1 : 0;
    return factor(factors.cells[(((who.medicaid ? 1 : 0) * 2 + origdis) * 2 + (who.female ? 1 : 0)) * 16 + who.neBand] ?? MISSING);
  }
  let total = factor(factors.cells[(who.female ? 12 : 0) + who.ceBand] ?? MISSING);
  if (who.originallyDisabled) total += factor(factors.originallyDisabled[who.female ? 1 : 0] ?? MISSING);
  if (who.segment === SEGMENT_INDEX.INS) {
    if (who.medicaid) total += factor(factors.ltiMedicaid);
    if (who.originallyDisabled) total += factor(factors.originallyDisabledInstitutional);
  }
  return total;
}

function addTerms(run: ModelRun<ModelId>, who: Demographics): void {
  const factors = run.model.segments[who.segment];
  if (!factors) return;
  const { groupBits, interactionMasks } = run.model;
  let mask = who.disabled ? run.model.disabledBit : 0;
  for (let i = 0; i < run.raisedCount; i++) {
    const h = run.raised[i] as number;
    if (run.present[h] === 0) continue;
    run.survivors[run.survivorCount++] = h;
    run.hccTotal += factor(factors.hcc[h] as number);
    mask |= groupBits[h] as number;
  }
  const interactions = factors.interactions;
  for (let k = 0; k < interactions.length; k++) {
    const value = interactions[k] as number;
    if (value === MISSING || (mask & (interactionMasks[2 * k] as number)) === 0 || (mask & (interactionMasks[2 * k + 1] as number)) === 0) continue;
    run.interactions[run.interactionCount++] = k;
    run.interactionTotal += value;
  }
  if (run.survivorCount > 0) {
    const index = Math.min(run.survivorCount, 10) - 1;
    const value = factors.counts[index] as number;
    if (value !== MISSING) {
      run.countIndex = index;
      run.countTotal = value;
    }
  }
}

/**
 * Scores one model for one beneficiary into `run`: maps the codes (mandatory edits, and code-editor
 * ranges when asked), applies the V28 CC223 rule and the hierarchy in CMS's order, then adds the
 * demographic cell, HCC factors, interactions and the count variable in thousandths. New enrollees
 * score their one demographic variable (their HCCs are kept for the explanation). Allocates nothing
 * once the run's arrays are large enough.
 */
export function runModel<M extends ModelId>(run: ModelRun<M>, who: Demographics, codes: ResolvedCodes, applyCodeEditor: boolean): ModelRun<M> {
  reset(run);
  run.segment = who.segment;
  run.demographic = demographicTotal(run, who);
  const at = (Math.min(who.age, MAX_AGE) * 2 + (who.female ? 1 : 0)) * 2 + (applyCodeEditor ? 1 : 0);
  run.conditionMask = run.model.mapping.conditionMasks[at] as number;
  run.editMask = run.model.mapping.editMasks[at] as number;
  run.listMask = applyCodeEditor ? (run.model.mceRuleMasks[Math.min(who.age, MAX_AGE) * 2 + (who.female ? 1 : 0)] as number) : -1;
  mapCodes(run, codes);
  applyHierarchy(run);
  if (who.segment >= SEGMENT_INDEX.NE) {
    // New-enrollee segments have no diagnosis terms: the HCCs are kept for the explanation only.
    for (let i = 0; i < run.raisedCount; i++) if (run.present[run.raised[i] as number] === 1) run.survivors[run.survivorCount++] = run.raised[i] as number;
    run.raw = run.demographic;
    return run;
  }
  addTerms(run, who);
  run.raw = run.demographic + run.hccTotal + run.interactionTotal + run.countTotal;
  return run;
}
