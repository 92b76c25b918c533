import { formatDisplayDate } from '../validation/typed-date.js';
import { coverageOf, displayCode, type DocumentedHccs } from './coverage.js';
import { HISTORY_SOURCE_LABELS, serviceYearOf, type GapDiagnosis, type GapFacts } from './gap-facts.js';
import { gapKeyOf, type Gap, type GapEvidence } from './gap.js';
import { evidenceKeyOf } from './evidence-key.js';
import { hccName, type HccHierarchy } from './hcc-hierarchy.js';

// Earlier years' documentation, and a payer's gap list of any year up to this one (a payer's list of HCCs to recapture).
const raisesRecapture = (diagnosis: GapDiagnosis, serviceYear: number) =>
  diagnosis.active && (diagnosis.historySource === 'payer-gap-list' ? diagnosis.serviceYear <= serviceYear : diagnosis.serviceYear < serviceYear);

function evidenceOf(diagnosis: GapDiagnosis): GapEvidence {
  const code = displayCode(diagnosis.code);
  const where = diagnosis.origin === 'record'
    ? `on the ${diagnosis.serviceYear + 1} record`
    : `imported ${diagnosis.historySource === null ? 'history' : HISTORY_SOURCE_LABELS[diagnosis.historySource].toLowerCase()}`;
  return {
    source: diagnosis.origin === 'record' ? 'record-diagnosis' : 'imported-history',
    date: diagnosis.dateOfService,
    text: `${code} ${where}${diagnosis.dateOfService === null ? '' : `, service ${formatDisplayDate(diagnosis.dateOfService)}`}`,
    code,
    value: null,
    ruleId: null,
    identity: `diagnosis:${code}`,
  };
}

// The latest service first, a record's own diagnosis before an import of the same day.
const newestFirst = (a: GapDiagnosis, b: GapDiagnosis) =>
  (b.dateOfService ?? `${b.serviceYear}`).localeCompare(a.dateOfService ?? `${a.serviceYear}`) || (a.origin === 'record' ? -1 : 1) - (b.origin === 'record' ? -1 : 1);

/**
 * Recapture gaps: each HCC the earlier years documented (records and imported history) that is not the lower one of
 * another such HCC, with its coverage by this year's documentation. Closed ones are kept (coverage `closed`).
 */
export function findRecaptureGaps(hierarchy: HccHierarchy, facts: GapFacts, documented: DocumentedHccs): Gap[] {
  const serviceYear = serviceYearOf(facts.paymentYear);
  const byHcc = new Map<number, GapDiagnosis[]>();
  for (const diagnosis of facts.diagnoses) {
    if (!raisesRecapture(diagnosis, serviceYear)) continue;
    for (const hcc of hierarchy.hccsOf(diagnosis.code)) byHcc.set(hcc, [...(byHcc.get(hcc) ?? []), diagnosis]);
  }
  const gaps: Gap[] = [];
  for (const [hcc, diagnoses] of byHcc) {
    // Last year's own hierarchy: a lower HCC under a higher one of the same years was not paid, so it is not recaptured.
    if (hierarchy.trumpedBy(hcc).some((higher) => byHcc.has(higher))) continue;
    const sorted = [...diagnoses].sort(newestFirst);
    const evidence = sorted.map(evidenceOf);
    const closingCodes = [...new Set(evidence.flatMap((item) => (item.code === null ? [] : [item.code])))];
    const { coverage, addressedBy } = coverageOf(hierarchy, hcc, documented);
    const latest = evidence[0];
    gaps.push({
      key: gapKeyOf(facts.paymentYear, 'recapture', hccName(hcc)),
      kind: 'recapture',
      paymentYear: facts.paymentYear,
      model: hierarchy.model,
      hcc: hccName(hcc),
      hccLabel: hierarchy.labelOf(hcc),
      coverage,
      addressedBy,
      closingCodes,
      valueCode: closingCodes[0] ?? '',
      documentation: `Assess ${hierarchy.labelOf(hcc).toLowerCase()} at a visit in ${serviceYear} and, if present, document it with MEAT and code it (last: ${latest?.text ?? ''})`,
      evidence,
      evidenceKey: evidenceKeyOf(evidence),
      rules: [],
    });
  }
  return gaps;
}
