import type { ModelId, ScoredModel } from '../tables/table-types.js';
import type { CompiledModel } from './compiled-model.js';

/** What a code did in one model. */
export const CODE_NOT_MAPPED = 0;
export const CODE_MAPPED = 1;
export const CODE_EDITED_OUT = 2;
export const CODE_EDITOR_OUT = 3;

/** The 223 rule of V28 dropped the HCC (value of `trumpedBy`). */
export const DROPPED_BY_CC223_RULE = -2;

/** The outcome of scoring one model for one beneficiary, in reusable typed arrays (thousandths for money). */
export interface ModelRun<M extends ModelId = ScoredModel> {
  readonly model: CompiledModel<M>;
  segment: number;
  /** Bit `c` set when mapping condition `c` holds for this beneficiary (edits, and code editor when applied). */
  conditionMask: number;
  /** The same for the mandatory edits alone. */
  editMask: number;
  /** Bit `r` set when code-editor list rule `r` holds (all bits when the code editor only reports). */
  listMask: number;
  present: Uint8Array;
  /** Per HCC: -1 kept or never raised, the parent HCC index that dropped it, or {@link DROPPED_BY_CC223_RULE}. */
  trumpedBy: Int16Array;
  raised: Int16Array;
  raisedCount: number;
  survivors: Int16Array;
  survivorCount: number;
  interactions: Int16Array;
  interactionCount: number;
  /** 0-based count variable (0 = D1 … 9 = D10P), -1 for none. */
  countIndex: number;
  /** Per input code: CODE_NOT_MAPPED, CODE_MAPPED, CODE_EDITED_OUT or CODE_EDITOR_OUT. */
  codeOutcome: Uint8Array;
  demographic: number;
  hccTotal: number;
  interactionTotal: number;
  countTotal: number;
  raw: number;
}

/** A fresh run for a compiled model. */
export function newModelRun<M extends ModelId>(model: CompiledModel<M>): ModelRun<M> {
  const hccs = model.hccNumbers.length;
  return {
    model,
    segment: 0,
    conditionMask: 0,
    editMask: 0,
    listMask: -1,
    present: new Uint8Array(hccs),
    trumpedBy: new Int16Array(hccs).fill(-1),
    raised: new Int16Array(hccs),
    raisedCount: 0,
    survivors: new Int16Array(hccs),
    survivorCount: 0,
    interactions: new Int16Array(model.interactionNames.length),
    interactionCount: 0,
    countIndex: -1,
    codeOutcome: new Uint8Array(16),
    demographic: 0,
    hccTotal: 0,
    interactionTotal: 0,
    countTotal: 0,
    raw: 0,
  };
}
