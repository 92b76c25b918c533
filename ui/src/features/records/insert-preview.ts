import { type RafEngine, type ScoringSubject, readCodeList, recordOptimiser } from '@rafdesk/core';
import type { InsertPreview } from './fast-coding-view.js';

/**
 * What Insert would add, worked out in the browser with the same core rules the server applies: the codes in the
 * project's normal form, and with the Optimizer only those that still raise an HCC on top of the record's active
 * codes (core's `recordOptimiser`, as the server), every other one with its reason and the HCC that trumps it.
 */
export function insertPreview(engine: RafEngine, subject: ScoringSubject, codes: readonly string[], optimize: boolean): InsertPreview {
  const list = readCodeList(codes);
  const invalid = list.invalid.map((code) => ({ code, reason: 'not a diagnosis code', trumpedBy: null }));
  if (!optimize || list.codes.length === 0) return { codes, kept: list.codes, leftOut: invalid };
  return recordOptimiser(engine, subject, list.codes).match(
    (outcome) => ({ codes, kept: [...outcome.keep], leftOut: [...invalid, ...outcome.left] }),
    () => ({ codes, kept: list.codes, leftOut: invalid }),
  );
}
