import type { OptimisedCode, OptimiserReason } from '../raf/index.js';

/** A pasted code the Optimizer left out, why, and the HCC that makes it redundant (null when none does). */
export interface OptimisedOut {
  readonly code: string;
  readonly reason: string;
  readonly trumpedBy: string | null;
}

/** The Optimizer's verdicts split: the codes to add and the codes left out with their reasons. */
export interface OptimiserOutcome {
  readonly keep: readonly string[];
  readonly left: readonly OptimisedOut[];
}

/** Words for why the Optimizer left a code out. */
export function describeOptimiserReason(reason: OptimiserReason): string {
  switch (reason.kind) {
    case 'invalid':
      return 'not a diagnosis code';
    case 'not-billable':
      return 'a category header, not a billable code';
    case 'unmapped':
      return 'raises no HCC';
    case 'duplicate':
      return 'listed more than once';
    case 'age-sex-edit':
      return `does not count for this patient: ${reason.detail}`;
    case 'code-editor':
      return `refused by the code editor: ${reason.detail}`;
    case 'trumped':
      return `${reason.hccs.join(', ')} trumped by ${reason.by}${reason.byLabel === '' ? '' : ` (${reason.byLabel})`}`;
    case 'cc223-rule':
      return `${reason.hcc} does not count under the model's hierarchy rules`;
    case 'already-raised':
      return `${reason.hcc} is already raised by ${reason.byCode}`;
  }
}

/** The HCC that makes a left-out code redundant: the trumping HCC, or the HCC another code already raises. */
export function trumpingHcc(reason: OptimiserReason): string | null {
  if (reason.kind === 'trumped') return reason.by;
  if (reason.kind === 'already-raised') return reason.hcc;
  return null;
}

/** Splits the Optimizer's verdicts into the codes kept and the ones left out with their reason. */
export function optimiserOutcome(verdicts: readonly OptimisedCode[]): OptimiserOutcome {
  const keep: string[] = [];
  const left: OptimisedOut[] = [];
  for (const verdict of verdicts) {
    if (verdict.keep) keep.push(verdict.code);
    else if (verdict.reason !== null) left.push({ code: verdict.code, reason: describeOptimiserReason(verdict.reason), trumpedBy: trumpingHcc(verdict.reason) });
    else left.push({ code: verdict.code, reason: describeOptimiserReason({ kind: 'unmapped' }), trumpedBy: null });
  }
  return { keep, left };
}
