import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { FACTOR_STATUS_WORDS, type FactorStatus } from '@rafdesk/core/raf';
import type { ComparedYear, FigureKey } from './record-scoring.js';

/**
 * Where the figures on the card come from: the stored record (the patient's card or a change's reply), or the
 * browser's preview while a change is being saved.
 */
export type FiguresStatus =
  | { readonly kind: 'server' }
  /** The browser cannot score the record (a year without tables): the stored figures show, and why. */
  | { readonly kind: 'unscored'; readonly reason: string }
  | { readonly kind: 'saving' };

/** The Part D (RxHCC) figure as the card shows it: the server's score written with 2 decimals, or why there is none. */
export interface PartDCardFigure {
  readonly value: string | null;
  readonly status: FactorStatus | null;
  readonly note: string | null;
  readonly lowIncome: boolean;
}

export interface RafCardViewProps {
  /** 2 decimals. */
  readonly total: string;
  readonly firstSemester: { readonly billed: string; readonly percent: string };
  readonly secondSemester: { readonly billed: string; readonly percent: string };
  /** Which model and payment year produced the figures (`V28 2026`, `ESRD dialysis 2027`). */
  readonly modelLabel: string | null;
  /** How sure the figures' factors are (final, proposed, unconfirmed); null until scored in the browser. */
  readonly factorStatus?: FactorStatus | null;
  /** The Part D (RxHCC) payment score, a second figure; null until scored in the browser. */
  readonly partD?: PartDCardFigure | null;
  readonly status: FiguresStatus;
  /** Opens the explanation of a figure; null while the engine is loading. */
  readonly onExplain: ((key: FigureKey) => void) | null;
  /** Null for the read-only roles: Calculate RAF stores the figures. */
  readonly onCalculate: (() => void) | null;
  readonly calculateDisabled: boolean;
  /** Another payment year's figures for the same diagnostics, computed in the browser; null hides the comparison. */
  readonly comparison?: YearComparison | null;
}

/** The record scored as another payment year would score it, and choosing that year. */
export interface YearComparison extends ComparedYear {
  readonly onYear: (year: number | null) => void;
}

function ComparisonView({ comparison }: { comparison: YearComparison }) {
  return (
    <div className="raf-card__comparison">
      <label htmlFor="raf-compare-year">Compare with payment year</label>
      <select id="raf-compare-year" value={comparison.year ?? ''} onChange={(event) => comparison.onYear(event.target.value === '' ? null : Number(event.target.value))}>
        <option value="">None</option>
        {comparison.years.map((year) => <option key={year} value={year}>PY{year}</option>)}
      </select>
      {comparison.year !== null && comparison.note && <p role="status">{comparison.note}</p>}
      {comparison.year !== null && comparison.figures && (
        <table className="explain-table" aria-label={`PY${comparison.year} beside PY${comparison.recordYear}`}>
          <thead><tr><th scope="col">Figure</th><th scope="col">PY{comparison.year}</th><th scope="col">Difference to PY{comparison.recordYear}</th></tr></thead>
          <tbody>{comparison.figures.map((figure) => (
            <tr key={figure.label}><th scope="row">{figure.label}</th><td>{figure.value}</td><td>{figure.difference}</td></tr>
          ))}</tbody>
        </table>
      )}
    </div>
  );
}

function statusText(status: FiguresStatus): string {
  switch (status.kind) {
    case 'server':
      return 'Stored figures';
    case 'unscored':
      return `Stored figures; the browser could not score this record: ${status.reason}`;
    case 'saving':
      return 'Saving…';
  }
}

function Figure({ label, value, extra, extraLabel, figure, onExplain }: {
  label: string; value: string; extra?: string; extraLabel?: string; figure: FigureKey; onExplain: RafCardViewProps['onExplain'];
}) {
  const content = <><span className="raf-figure__label">{label}</span><strong className="raf-figure__value" aria-label={label}>{value}</strong>{extra && <span className="raf-figure__percent" aria-label={extraLabel ?? `${label} percentage`}>{extra}</span>}</>;
  return onExplain
    ? <button type="button" className="raf-figure raf-figure--explainable" title={`Explain ${label}`} onClick={() => onExplain(figure)}>{content}</button>
    : <div className="raf-figure">{content}</div>;
}

const PART_D_LABEL = 'Part D (RxHCC) payment score';

/** The second figure: Part D, its plan and subsidy, how sure its factors are, or why the year cannot give it. */
function PartDView({ partD, onExplain }: { partD: PartDCardFigure; onExplain: RafCardViewProps['onExplain'] }) {
  const about = `MA-PD, ${partD.lowIncome ? 'low-income subsidy' : 'no low-income subsidy'}`;
  return (
    <div className="raf-card__part-d">
      {partD.value === null
        ? <p role="status"><span className="raf-figure__label">{PART_D_LABEL}</span>: not available. {partD.note}</p>
        : <Figure label={PART_D_LABEL} value={partD.value} extra={`${about}; factors ${partD.status ? FACTOR_STATUS_WORDS[partD.status] : 'unknown'}`} extraLabel="Part D details" figure="partD" onExplain={onExplain} />}
    </div>
  );
}

/**
 * The RAF card: total, billed first and second semester with percentages, the model that produced them and how sure
 * its factors are, the Part D figure, and Calculate RAF. Each figure opens its explanation.
 */
export function RafCardView({ total, firstSemester, secondSemester, modelLabel, factorStatus, partD, status, onExplain, onCalculate, calculateDisabled, comparison }: RafCardViewProps) {
  const subtitle = modelLabel === null ? undefined : `Model: ${modelLabel}${factorStatus ? `, factors ${FACTOR_STATUS_WORDS[factorStatus]}` : ''}`;
  return (
    <Card className="record-card raf-card" title="RAF" subTitle={subtitle}>
      <div className="raf-card__figures">
        <Figure label="Total" value={total} figure="total" onExplain={onExplain} />
        <Figure label="Billed First Semester" value={firstSemester.billed} extra={firstSemester.percent} figure="firstSemester" onExplain={onExplain} />
        <Figure label="Billed Second Semester" value={secondSemester.billed} extra={secondSemester.percent} figure="secondSemester" onExplain={onExplain} />
      </div>
      {partD && <PartDView partD={partD} onExplain={onExplain} />}
      <div className="raf-card__footer record-controls">
        <small className={`raf-card__status raf-card__status--${status.kind}`} role="status">{statusText(status)}</small>
        {onCalculate && <Button label="Calculate RAF" icon="pi pi-calculator" size="small" outlined disabled={calculateDisabled} onClick={onCalculate} />}
      </div>
      {comparison && <ComparisonView comparison={comparison} />}
    </Card>
  );
}
