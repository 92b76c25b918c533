import { coverageOf, displayCode, type DocumentedHccs } from './coverage.js';
import { serviceYearOf, type GapFacts } from './gap-facts.js';
import { gapKeyOf, type Gap, type GapEvidence } from './gap.js';
import { evidenceKeyOf } from './evidence-key.js';
import { runQuery } from './evidence-query.js';
import { hccName, hccNumber, type HccHierarchy } from './hcc-hierarchy.js';
import type { SuspectRule, SuspectRulesFile } from './suspect-rule.js';
import { TextMatcher } from './text-match.js';

/** What one rule found for a patient. */
interface Finding {
  readonly rule: SuspectRule;
  readonly hcc: number;
  readonly evidence: readonly GapEvidence[];
}

function find(rule: SuspectRule, facts: GapFacts, text: TextMatcher): Finding | null {
  const hcc = hccNumber(rule.hcc);
  if (hcc === null) return null;
  const found = runQuery(rule.evidence, { facts, serviceYear: serviceYearOf(facts.paymentYear), lookbackYears: rule.lookbackYears, ruleId: rule.id, text });
  return found === null || found.length === 0 ? null : { rule, hcc, evidence: found };
}

/**
 * Suspect gaps: every rule whose evidence query matches, one gap per HCC (rules suspecting the same HCC share it,
 * with all their evidence). The value code is the first closing code that maps to the HCC in the year.
 */
export function findSuspectGaps(hierarchy: HccHierarchy, facts: GapFacts, rules: SuspectRulesFile, documented: DocumentedHccs): Gap[] {
  const byHcc = new Map<number, Finding[]>();
  const text = new TextMatcher();
  for (const rule of rules.rules) {
    const finding = find(rule, facts, text);
    if (finding) byHcc.set(finding.hcc, [...(byHcc.get(finding.hcc) ?? []), finding]);
  }
  return [...byHcc].map(([hcc, findings]): Gap => {
    const evidence = findings.flatMap((finding) => finding.evidence);
    const closingCodes = [...new Set(findings.flatMap((finding) => finding.rule.closingCodes.map(displayCode)))];
    const { coverage, addressedBy } = coverageOf(hierarchy, hcc, documented);
    const name = hccName(hcc);
    return {
      key: gapKeyOf(facts.paymentYear, 'suspect', name),
      kind: 'suspect',
      paymentYear: facts.paymentYear,
      model: hierarchy.model,
      hcc: name,
      hccLabel: hierarchy.labelOf(hcc),
      coverage,
      addressedBy,
      closingCodes,
      valueCode: closingCodes.find((code) => hierarchy.hccsOf(code).includes(hcc)) ?? closingCodes[0] ?? '',
      documentation: findings.map((finding) => finding.rule.documentation).join(' '),
      evidence,
      evidenceKey: evidenceKeyOf(evidence),
      rules: findings.map((finding) => ({ id: finding.rule.id, version: finding.rule.version })),
    };
  });
}
