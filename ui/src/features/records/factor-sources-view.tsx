import { useState, type FormEvent } from 'react';
import { describeFigureRecompute } from '@rafdesk/core';
import { FACTOR_STATUS_WORDS, describeSource, isSettableStatus, type FactorLine } from '@rafdesk/core/raf';
import { useFigureRecompute } from '../../shared/query/use-figure-recompute.js';

/** Sets an unconfirmed factor (Admin only): resolves to an error message or null. */
export type SetFactor = (input: { year: number; factor: string; value: number; note: string }) => Promise<string | null>;

/** The year's recompute after a factor was saved, asked about until it has ended. */
function RecomputeStatus({ year }: { readonly year: number }) {
  const view = useFigureRecompute(year);
  return <>{view === null ? `The stored figures of PY${year} are queued to be recomputed with the new factor.` : describeFigureRecompute(view)}</>;
}

/** The small control an Admin uses to enter the confirmed value of an unconfirmed factor, with where it was read. */
function SetFactorForm({ year, line, onSetFactor }: { readonly year: number; readonly line: FactorLine; readonly onSetFactor: SetFactor }) {
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const id = `set-factor-${year}-${line.key ?? ''}`.replace(/[^a-zA-Z0-9-]/g, '-');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSetFactor({ year, factor: line.key ?? '', value: Number(value), note }).then((error) => {
      setSaved(error === null);
      setMessage(error ?? 'Saved.');
    });
  };
  return (
    <form className="set-factor" onSubmit={submit} aria-label={`Set ${line.label} for ${year}`}>
      <label htmlFor={`${id}-value`}>Value</label>
      <input id={`${id}-value`} inputMode="decimal" value={value} onChange={(event) => setValue(event.target.value)} size={7} />
      <label htmlFor={`${id}-note`}>Where read</label>
      <input id={`${id}-note`} value={note} onChange={(event) => setNote(event.target.value)} size={24} />
      <button type="submit">Set</button>
      {message && <span role="status">{message}{saved && <> <RecomputeStatus year={year} /></>}</span>}
    </form>
  );
}

/** The factors behind a payment score, each with its value, status (final, proposed, from a secondary source, unconfirmed) and source. */
export function FactorSourcesView({ year, caption, label, lines, onSetFactor }: {
  readonly year: number; readonly caption: string; readonly label: string; readonly lines: readonly FactorLine[]; readonly onSetFactor?: SetFactor | undefined;
}) {
  return (
    <table className="explain-table" aria-label={label}>
      <caption>{caption}</caption>
      <thead><tr><th scope="col">Factor</th><th scope="col">Value</th><th scope="col">Status</th><th scope="col">Source</th></tr></thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.label}>
            <th scope="row">{line.label}</th><td>{line.value}</td><td>{FACTOR_STATUS_WORDS[line.status]}</td>
            <td>{describeSource(line.source)}: {line.source.note}{onSetFactor && isSettableStatus(line.status) && line.key && <SetFactorForm year={year} line={line} onSetFactor={onSetFactor} />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
