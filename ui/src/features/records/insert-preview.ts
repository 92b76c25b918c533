import { type RafEngine, type ScoringSubject, beneficiaryOf, isPaymentYear, optimiserOutcome, readCodeList } from '@rafdesk/core';
import type { InsertPreview } from './fast-coding-view.js';

/**
 * What Insert would add, worked out in the browser with the same core rules the server applies: the codes in the
 * project's normal form, and with the Optimizer only those that still raise an HCC on top of the record's active
 * codes, every other one with its reason and the HCC that trumps it.
 */
export function insertPreview(engine: RafEngine, subject: ScoringSubject, codes: readonly string[], optimize: boolean): InsertPreview {
  const list = readCodeList(codes);
  const invalid = list.invalid.map((code) => ({ code, reason: 'not a diagnosis code', trumpedBy: null }));
  if (!optimize || !isPaymentYear(engine, subject.paymentYear) || list.codes.length === 0) return { codes, kept: list.codes, leftOut: invalid };
  const existing = subject.diagnostics.filter((diagnostic) => diagnostic.active).map((diagnostic) => diagnostic.code);
  return engine.optimiseCodes({ ...beneficiaryOf(subject), pasted: list.codes, existing }, { year: subject.paymentYear }).match(
    (verdicts) => {
      const outcome = optimiserOutcome(verdicts);
      return { codes, kept: [...outcome.keep], leftOut: [...invalid, ...outcome.left] };
    },
    () => ({ codes, kept: list.codes, leftOut: invalid }),
  );
}
