import { err, ok, type Result } from 'neverthrow';
import type { RafEngine } from '../coding/raf-engine.js';
import { validationFailed, type ValidationFailed } from '../validation/validation-failed.js';
import { GapFactsSchema, type GapFacts } from './gap-facts.js';
import type { Gap } from './gap.js';
import type { SuspectRulesFile } from './suspect-rule.js';

/** Reads a patient's gap facts at the edge: every broken rule names its field path. */
export function parseGapFacts(input: unknown): Result<GapFacts, ValidationFailed> {
  const parsed = GapFactsSchema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  return err(validationFailed(parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'facts', message: issue.message }))));
}

/**
 * Every gap of one patient for the facts' payment year: recapture gaps first, then suspects, each HCC once. A suspect
 * whose HCC shares a hierarchy with a recapture gap joins that gap as support instead of making a second one.
 * Closed gaps are returned too (coverage `closed`), so dispositions can be documented automatically.
 */
export function findGaps(engine: RafEngine, facts: GapFacts, rules: SuspectRulesFile): Gap[] {
  void engine; void facts; void rules;
  throw new Error('findGaps: not implemented yet');
}
