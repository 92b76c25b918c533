import { FACTOR_STATUS_WORDS, describeSource, type EsrdResult, type RxResult, type SupplementalModelResult } from '@rafdesk/core/raf';
import { describeDrop, table } from './code-report.js';

const three = (value: number | null) => (value === null ? '—' : value.toFixed(3));

/** The readable section of an ESRD or RxHCC score: segment, every term with its factor, dropped codes, the payment steps with their sources. */
export function formatSupplementalSection(result: EsrdResult | RxResult, notIcd10: ReadonlySet<string>): string {
  const title = result.model === 'ESRD'
    ? `ESRD V24 (${result.status}${result.graftMonths === null ? '' : `, month ${result.graftMonths} since the transplant`}), payment year ${result.year}`
    : `RxHCC V08 (${result.planType}${result.lowIncome ? ', low income' : ''}), payment year ${result.year}`;
  const lines = [
    title,
    `  Segment ${result.segment.code}: ${result.segment.label}; ${result.segment.reason}`,
    `  Relative factors ${FACTOR_STATUS_WORDS[result.factorStatus]}: ${result.coefficientSource}`,
  ];
  const hccs = result.hccs.map((hcc) => [hcc.hcc, hcc.label, hcc.variable === '' ? 'not scored' : hcc.coefficient.toFixed(3), hcc.codes.join(', ')]);
  lines.push(...(hccs.length > 0 ? table([['HCC', 'Label', 'Factor', 'Codes'], ...hccs]) : ['  No HCCs']));
  lines.push(...table(termRows(result)));
  const dropped = [
    ...result.trumpedHccs.map((hcc) => [hcc.codes.join(', '), `${hcc.hcc} ${hcc.label}: dropped by ${hcc.by}`]),
    ...result.dropped.filter((drop) => drop.reason.kind !== 'trumped').map((drop) => [drop.code, drop.reason.kind === 'unmapped' && notIcd10.has(drop.code) ? 'not an ICD-10-CM code (FY2026 code set)' : describeDrop(drop.reason)]),
  ];
  if (dropped.length > 0) lines.push('  Not counted:', ...table(dropped, '    '));
  const norm = result.normalization;
  lines.push(
    ...table([
      ['Raw', three(result.rawScore), ''],
      ['Normalised', three(result.normalizedScore), norm ? `÷ ${norm.value.toFixed(3)} (${norm.model}, ${FACTOR_STATUS_WORDS[norm.status]}; ${describeSource(norm.source)}: ${norm.source.note})` : 'no normalisation factor'],
      ['Payment', three(result.paymentScore), `× (1 − ${result.codingAdjustment.value.toFixed(3)}) (coding adjustment, ${FACTOR_STATUS_WORDS[result.codingAdjustment.status]}; ${describeSource(result.codingAdjustment.source)})`],
    ]),
  );
  return `${lines.join('\n')}\n`;
}

function termRows(result: SupplementalModelResult): string[][] {
  return [
    ...result.demographics.map((term) => ['Demographic', term.variable, term.coefficient.toFixed(3), term.reason]),
    ...result.interactions.map((term) => ['Interaction', term.variable, term.coefficient.toFixed(3), term.reason]),
    ...result.addOns.map((term) => ['Add-on', term.variable, term.coefficient.toFixed(3), term.reason]),
  ];
}
