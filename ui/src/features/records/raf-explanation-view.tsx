import { Dialog } from 'primereact/dialog';
import { FACTOR_STATUS_WORDS, paymentFactorLines, type RafResult } from '@rafdesk/core/raf';
import { factorText } from './display.js';
import { FactorSourcesView, type SetFactor } from './factor-sources-view.js';
import { ExcludedDiagnosesView } from './excluded-diagnoses-view.js';
import { ModelExplanationView } from './model-explanation-view.js';
import type { FigureExplanation } from './record-scoring.js';
import { SupplementalExplanationView } from './supplemental-explanation-view.js';

export interface RafExplanationViewProps {
  /** The figure explained; null hides the dialog. */
  readonly title: string | null;
  readonly explanation: FigureExplanation | null;
  readonly onHide: () => void;
  /** Sets an unconfirmed factor (Admin only; absent for other roles): resolves to an error message or null. */
  readonly onSetFactor?: SetFactor | undefined;
}

const SCORE_LINES: readonly [string, (result: RafResult) => number | null][] = [
  ['Raw', (result) => result.rawScore],
  ['Normalised', (result) => result.normalizedScore],
  ['Payment (coding-adjusted)', (result) => result.paymentScore],
];

function factorLine(result: RafResult): string {
  return paymentFactorLines(result).map((line) => `${line.label} ${line.value} (${FACTOR_STATUS_WORDS[line.status]})`).join('; ');
}

/** A RAF figure explained: the codes, the segment and why, and V24, V28 and the blend side by side, or the ESRD or Part D score. */
export function RafExplanationView({ title, explanation, onHide, onSetFactor }: RafExplanationViewProps) {
  const first = explanation?.columns.find((column) => column.result !== null)?.result ?? null;
  return (
    <Dialog header={title ?? ''} visible={title !== null} onHide={onHide} style={{ width: 'min(72rem, 96vw)' }} className="raf-explanation" maximizable>
      {explanation && (
        <>
          <p>Payment year {explanation.year}; codes scored: {explanation.codes.length === 0 ? 'none' : explanation.codes.join(', ')}</p>
          {first && <p>Segment: <strong>{first.segment.label} ({first.segment.code})</strong>, {first.segment.reason}; age {first.beneficiary.age}, {first.beneficiary.sex === 'F' ? 'female' : 'male'}</p>}
          {/* CMS-HCC's columns; an ESRD patient's figure and Part D have their own sections below. */}
          {explanation.columns.length > 0 && (
            <>
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
            </>
          )}
          {first && <ExcludedDiagnosesView label="Left out by their diagnosis source" excluded={first.excluded} />}
          {first && first.duplicates.length > 0 && <p>Duplicates ignored: {first.duplicates.join(', ')}</p>}
          {first && first.codeEditor.findings.length > 0 && (
            <p>Code-editor checks ({first.codeEditor.mode === 'apply' ? 'applied' : 'reported only'}): {first.codeEditor.findings.map((finding) => `${finding.code} ${finding.detail}`).join('; ')}</p>
          )}
          {(() => {
            const shown = explanation.columns.find((column) => column.shown)?.result ?? first;
            return shown ? (
              <FactorSourcesView year={shown.year} label="Payment-year factors and their sources" lines={paymentFactorLines(shown)} onSetFactor={onSetFactor}
                caption={`Payment year ${shown.year}: ${shown.modelName} (relative factors ${FACTOR_STATUS_WORDS[shown.yearStatus]})`} />
            ) : null;
          })()}
          {explanation.esrd && <SupplementalExplanationView title="ESRD V24 (the RAF card's model for this patient)" section={explanation.esrd} onSetFactor={onSetFactor} />}
          {explanation.partD && <SupplementalExplanationView title="Part D: RxHCC V08, MA-PD" section={explanation.partD} onSetFactor={onSetFactor} />}
        </>
      )}
    </Dialog>
  );
}
