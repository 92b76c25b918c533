import { useState, type FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { DIAGNOSIS_SOURCE_LABELS, describeSource, paymentFactorLines, type FactorLine, type RafResult } from '@rafdesk/core/raf';
import { factorText } from './display.js';
import { ModelExplanationView } from './model-explanation-view.js';
import type { FigureExplanation } from './record-scoring.js';

export interface RafExplanationViewProps {
  /** The figure explained; null hides the dialog. */
  readonly title: string | null;
  readonly explanation: FigureExplanation | null;
  readonly onHide: () => void;
  /** Sets an unconfirmed factor (Admin only; absent for other roles): resolves to an error message or null. */
  readonly onSetFactor?: ((input: { year: number; factor: string; value: number; note: string }) => Promise<string | null>) | undefined;
}

/** The small control an Admin uses to enter the confirmed value of an unconfirmed factor, with where it was read. */
function SetFactorForm({ year, line, onSetFactor }: { readonly year: number; readonly line: FactorLine; readonly onSetFactor: NonNullable<RafExplanationViewProps['onSetFactor']> }) {
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const id = `set-factor-${year}-${line.key ?? ''}`.replace(/[^a-zA-Z0-9-]/g, '-');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSetFactor({ year, factor: line.key ?? '', value: Number(value), note }).then((error) => setMessage(error ?? 'Saved'));
  };
  return (
    <form className="set-factor" onSubmit={submit} aria-label={`Set ${line.label} for ${year}`}>
      <label htmlFor={`${id}-value`}>Value</label>
      <input id={`${id}-value`} inputMode="decimal" value={value} onChange={(event) => setValue(event.target.value)} size={7} />
      <label htmlFor={`${id}-note`}>Where read</label>
      <input id={`${id}-note`} value={note} onChange={(event) => setNote(event.target.value)} size={24} />
      <button type="submit">Set</button>
      {message && <span role="status">{message}</span>}
    </form>
  );
}

const SCORE_LINES: readonly [string, (result: RafResult) => number | null][] = [
  ['Raw', (result) => result.rawScore],
  ['Normalised', (result) => result.normalizedScore],
  ['Payment (coding-adjusted)', (result) => result.paymentScore],
];

function factorLine(result: RafResult): string {
  return paymentFactorLines(result).map((line) => `${line.label} ${line.value} (${line.status})`).join('; ');
}

/** The payment-year factors with status and source, once for the figure (the shown column's). */
function FactorSources({ result, onSetFactor }: { readonly result: RafResult; readonly onSetFactor: RafExplanationViewProps['onSetFactor'] }) {
  return (
    <table className="explain-table" aria-label="Payment-year factors and their sources">
      <caption>Payment year {result.year}: {result.modelName} (relative factors {result.yearStatus})</caption>
      <thead><tr><th scope="col">Factor</th><th scope="col">Value</th><th scope="col">Status</th><th scope="col">Source</th></tr></thead>
      <tbody>
        {paymentFactorLines(result).map((line) => (
          <tr key={line.label}>
            <th scope="row">{line.label}</th><td>{line.value}</td><td>{line.status}</td>
            <td>{describeSource(line.source)}: {line.source.note}{onSetFactor && line.status === 'unconfirmed' && line.key && <SetFactorForm year={result.year} line={line} onSetFactor={onSetFactor} />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A RAF figure explained: the codes, the segment and why, and V24, V28 and the payment-year blend side by side. */
export function RafExplanationView({ title, explanation, onHide, onSetFactor }: RafExplanationViewProps) {
  const first = explanation?.columns.find((column) => column.result !== null)?.result ?? null;
  return (
    <Dialog header={title ?? ''} visible={title !== null} onHide={onHide} style={{ width: 'min(72rem, 96vw)' }} className="raf-explanation" maximizable>
      {explanation && (
        <>
          <p>Payment year {explanation.year}; codes scored: {explanation.codes.length === 0 ? 'none' : explanation.codes.join(', ')}</p>
          {first && <p>Segment: <strong>{first.segment.label} ({first.segment.code})</strong>, {first.segment.reason}; age {first.beneficiary.age}, {first.beneficiary.sex === 'F' ? 'female' : 'male'}</p>}
          <table className="explain-table explain-table--scores" aria-label="Scores side by side">
            <thead><tr><th>Score</th>{explanation.columns.map((column) => <th key={column.label}>{column.label}{column.shown ? ' (RAF card)' : ''}</th>)}</tr></thead>
            <tbody>
              {SCORE_LINES.map(([label, pick]) => (
                <tr key={label}><th scope="row">{label}</th>{explanation.columns.map((column) => <td key={column.label}>{column.result ? factorText(pick(column.result)) : (column.note ?? '—')}</td>)}</tr>
              ))}
              <tr><th scope="row">Factors</th>{explanation.columns.map((column) => <td key={column.label}>{column.result ? factorLine(column.result) : ''}</td>)}</tr>
            </tbody>
          </table>
          <div className="raf-explanation__models">
            {explanation.columns.filter((column) => column.model !== 'blend').map((column) => column.result?.models[0]
              ? <ModelExplanationView key={column.label} model={column.result.models[0]} />
              : <section key={column.label} className="model-explanation"><h3>{column.label}</h3><p>{column.note}</p></section>)}
          </div>
          {first && first.excluded.length > 0 && (
            <table className="explain-table" aria-label="Left out by their diagnosis source">
              <caption>Left out by their diagnosis source</caption>
              <tbody>{first.excluded.map((excluded) => (
                <tr key={excluded.code}><td>{excluded.code}</td><td>{DIAGNOSIS_SOURCE_LABELS[excluded.source]}</td><td>{excluded.reason}</td></tr>
              ))}</tbody>
            </table>
          )}
          {first && first.duplicates.length > 0 && <p>Duplicates ignored: {first.duplicates.join(', ')}</p>}
          {first && first.codeEditor.findings.length > 0 && (
            <p>Code-editor checks ({first.codeEditor.mode === 'apply' ? 'applied' : 'reported only'}): {first.codeEditor.findings.map((finding) => `${finding.code} ${finding.detail}`).join('; ')}</p>
          )}
          {(() => {
            const shown = explanation.columns.find((column) => column.shown)?.result ?? first;
            return shown ? <FactorSources result={shown} onSetFactor={onSetFactor} /> : null;
          })()}
        </>
      )}
    </Dialog>
  );
}
