import { err, ok, type Result } from 'neverthrow';
import { isPaymentYear, yearNotAvailable, type ScoringFailed } from '../coding/payment-model.js';
import type { RafEngine } from '../coding/raf-engine.js';
import { validationFailed, type ValidationFailed } from '../validation/validation-failed.js';
import { documentedHccs } from './coverage.js';
import { evidenceKeyOf } from './evidence-key.js';
import { GapFactsSchema, serviceYearOf, type GapFacts } from './gap-facts.js';
import type { Gap } from './gap.js';
import { hccHierarchy, hccName, hccNumber, type HccHierarchy } from './hcc-hierarchy.js';
import { findRecaptureGaps } from './recapture-gaps.js';
import { findSuspectGaps } from './suspect-gaps.js';
import type { SuspectRulesFile } from './suspect-rule.js';
import { suspectRules } from './suspect-rules.js';

/** Reads a patient's gap facts at the edge: every broken rule names its field path. */
export function parseGapFacts(input: unknown): Result<GapFacts, ValidationFailed> {
  const parsed = GapFactsSchema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  return err(validationFailed(parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'facts', message: issue.message }))));
}

// The suspect's HCC is the recapture gap's own or a lower one of its hierarchy: recapturing the higher one covers it.
function coveredBy(hierarchy: HccHierarchy, suspect: Gap, recaptures: readonly Gap[]): Gap | undefined {
  const hcc = hccNumber(suspect.hcc);
  if (hcc === null) return undefined;
  return recaptures.find((gap) => gap.hcc === suspect.hcc || hierarchy.trumpedBy(hcc).some((higher) => hccName(higher) === gap.hcc));
}

/**
 * Every gap of one patient for the facts' payment year: recapture gaps first, then suspects, each HCC once. A suspect
 * whose HCC is a recapture gap's, or lower in its hierarchy, joins that gap as support instead of making a second one.
 * Closed gaps are returned too (coverage `closed`), so dispositions can be documented automatically. Fails only for a
 * payment year the engine has no tables for.
 */
export function findGaps(engine: RafEngine, facts: GapFacts, rules: SuspectRulesFile = suspectRules()): Result<Gap[], ScoringFailed> {
  if (!isPaymentYear(engine, facts.paymentYear)) return err(yearNotAvailable(engine, facts.paymentYear));
  const hierarchy = hccHierarchy(engine, rules.model, facts.paymentYear);
  const documented = documentedHccs(hierarchy, facts.diagnoses, serviceYearOf(facts.paymentYear));
  const recaptures = findRecaptureGaps(hierarchy, facts, documented);
  const suspects: Gap[] = [];
  for (const suspect of findSuspectGaps(hierarchy, facts, rules, documented)) {
    const host = coveredBy(hierarchy, suspect, recaptures);
    if (host === undefined) {
      suspects.push(suspect);
      continue;
    }
    const evidence = [...host.evidence, ...suspect.evidence];
    recaptures[recaptures.indexOf(host)] = { ...host, evidence, evidenceKey: evidenceKeyOf(evidence), rules: [...host.rules, ...suspect.rules] };
  }
  return ok([...recaptures, ...suspects]);
}
