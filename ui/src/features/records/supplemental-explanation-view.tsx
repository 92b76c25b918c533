import { describeOptimiserReason } from '@rafdesk/core';
import { FACTOR_STATUS_WORDS, supplementalFactorLines, type EsrdResult, type RxResult } from '@rafdesk/core/raf';
import { factorText } from './display.js';
import { ExcludedDiagnosesView } from './excluded-diagnoses-view.js';
import { FactorSourcesView, type SetFactor } from './factor-sources-view.js';
import type { SupplementalExplanation } from './record-scoring.js';

function Terms({ caption, head, rows }: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] }) {
  if (rows.length === 0) return null;
  return (
    <table className="explain-table">
      <caption>{caption}</caption>
      <thead><tr>{head.map((cell) => <th key={cell} scope="col">{cell}</th>)}</tr></thead>
      <tbody>{rows.map((cells, index) => <tr key={index}>{cells.map((cell, column) => <td key={column}>{cell}</td>)}</tr>)}</tbody>
    </table>
  );
}

/**
 * An ESRD or RxHCC score explained: the segment and why, every term with its CMS variable name and factor, each HCC
 * with its codes, what did not count, and raw → normalised → payment with each factor's status and source.
 */
export function SupplementalExplanationView({ title, section, onSetFactor }: {
  readonly title: string; readonly section: SupplementalExplanation<EsrdResult | RxResult>; readonly onSetFactor?: SetFactor | undefined;
}) {
  const { result } = section;
  if (result === null) return <section className="model-explanation" aria-label={title}><h3>{title}</h3><p role="status">{section.note}</p></section>;
  const terms = [...result.demographics, ...result.interactions, ...result.addOns].map((term) => [term.variable, factorText(term.coefficient), term.reason]);
  const dropped = [
    ...result.trumpedHccs.map((hcc) => [hcc.codes.join(', '), `${hcc.hcc} ${hcc.label}: trumped by ${hcc.by}`]),
    ...result.dropped.filter((drop) => drop.reason.kind !== 'trumped').map((drop) => [drop.code, describeOptimiserReason(drop.reason)]),
  ];
  const norm = result.normalization;
  return (
    <section className="model-explanation" aria-label={title}>
      <h3>{title}</h3>
      <p>Segment: <strong>{result.segment.label} ({result.segment.code})</strong>, {result.segment.reason}</p>
      <p className="model-explanation__source">{result.mapping}; relative factors {FACTOR_STATUS_WORDS[result.factorStatus]}: {result.coefficientSource}</p>
      {result.hccs.length === 0 ? <p>No HCCs</p> : (
        <Terms caption="HCCs" head={['HCC', 'Label', 'Factor', 'Codes']} rows={result.hccs.map((hcc) => [hcc.hcc, hcc.label, hcc.variable === '' ? 'not scored' : factorText(hcc.coefficient), hcc.codes.join(', ')])} />
      )}
      <Terms caption="Demographic, interaction and add-on terms" head={['Variable', 'Factor', 'Why']} rows={terms} />
      <Terms caption="Not counted" head={['Code', 'Why']} rows={dropped} />
      <ExcludedDiagnosesView label={`${title}: left out by their diagnosis source`} excluded={result.excluded} />
      <Terms caption="Scores" head={['Score', 'Value']} rows={[
        ['Raw', factorText(result.rawScore)],
        ['Normalised', norm ? `${factorText(result.normalizedScore)} (÷ ${norm.value.toFixed(3)}, ${FACTOR_STATUS_WORDS[norm.status]})` : 'no normalisation factor'],
        ['Payment (coding-adjusted)', factorText(result.paymentScore)],
      ]} />
      <FactorSourcesView year={result.year} label={`${title}: factors and their sources`} lines={supplementalFactorLines(result)} onSetFactor={onSetFactor}
        caption={`Payment year ${result.year}: ${result.model === 'ESRD' ? 'ESRD V24' : `RxHCC V08 ${result.planType}${result.lowIncome ? ', low income' : ''}`} (relative factors ${FACTOR_STATUS_WORDS[result.factorStatus]})`} />
    </section>
  );
}
