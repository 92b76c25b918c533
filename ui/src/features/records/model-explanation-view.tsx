import { describeOptimiserReason } from '@rafdesk/core';
import type { ModelResult } from '@rafdesk/core/raf';
import { factorText } from './display.js';

function Terms({ caption, rows }: { caption: string; rows: readonly (readonly string[])[] }) {
  if (rows.length === 0) return null;
  return (
    <table className="explain-table">
      <caption>{caption}</caption>
      <tbody>{rows.map((cells, index) => <tr key={index}>{cells.map((cell, column) => <td key={column}>{cell}</td>)}</tr>)}</tbody>
    </table>
  );
}

/** Every part of one model's score: demographic terms, HCCs with their codes, interactions, count variable and codes that did not count. */
export function ModelExplanationView({ model }: { model: ModelResult }) {
  const dropped = [
    ...model.trumpedHccs.map((hcc) => [hcc.codes.join(', '), `${hcc.hcc} ${hcc.label}: trumped by ${hcc.by}`]),
    ...model.dropped.filter((drop) => drop.reason.kind !== 'trumped').map((drop) => [drop.code, describeOptimiserReason(drop.reason)]),
  ];
  return (
    <section className="model-explanation" aria-label={`${model.model} explanation`}>
      <h3>{model.model}</h3>
      <p className="model-explanation__source">{model.mapping}; {model.coefficientSource}</p>
      <Terms caption="Demographics" rows={model.demographics.map((term) => [term.variable, factorText(term.coefficient), term.reason])} />
      {model.hccs.length === 0 ? <p>No HCCs</p> : (
        <Terms caption="HCCs" rows={model.hccs.map((hcc) => [hcc.hcc, hcc.label, hcc.variable === '' ? 'not scored' : factorText(hcc.coefficient), hcc.codes.join(', ')])} />
      )}
      <Terms caption="Interactions" rows={model.interactions.map((term) => [term.variable, factorText(term.coefficient), term.reason])} />
      {model.countVariable && (
        <Terms caption="Count variable" rows={[[model.countVariable.variable, factorText(model.countVariable.coefficient), model.countVariable.reason]]} />
      )}
      <Terms caption="Not counted" rows={dropped} />
      <Terms caption="Age/sex edits" rows={model.ageSexEdits.map((edit) => [edit.code, edit.effect])} />
    </section>
  );
}
