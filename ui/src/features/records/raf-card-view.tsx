import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import type { FigureKey } from './record-scoring.js';

/** Where the figures on the card come from, and whether the server agrees with the browser. */
export type FiguresStatus =
  | { readonly kind: 'server' }
  | { readonly kind: 'browser'; readonly serverAgrees: boolean | null }
  | { readonly kind: 'saving' };

export interface RafCardViewProps {
  /** 2 decimals. */
  readonly total: string;
  readonly firstSemester: { readonly billed: string; readonly percent: string };
  readonly secondSemester: { readonly billed: string; readonly percent: string };
  /** Which model and payment year produced the figures (`V28 2026`). */
  readonly modelLabel: string | null;
  readonly status: FiguresStatus;
  /** Opens the explanation of a figure; null while the engine is loading. */
  readonly onExplain: ((key: FigureKey) => void) | null;
  readonly onCalculate: () => void;
  readonly calculateDisabled: boolean;
}

function statusText(status: FiguresStatus): string {
  switch (status.kind) {
    case 'server':
      return 'Stored figures';
    case 'saving':
      return 'Saving…';
    case 'browser':
      return status.serverAgrees === false ? 'The stored figures differ: press Calculate RAF' : status.serverAgrees ? 'Computed in the browser; the stored figures match' : 'Computed in the browser';
  }
}

function Figure({ label, value, extra, figure, onExplain }: { label: string; value: string; extra?: string; figure: FigureKey; onExplain: RafCardViewProps['onExplain'] }) {
  const content = <><span className="raf-figure__label">{label}</span><strong className="raf-figure__value" aria-label={label}>{value}</strong>{extra && <span className="raf-figure__percent" aria-label={`${label} percentage`}>{extra}</span>}</>;
  return onExplain
    ? <button type="button" className="raf-figure raf-figure--explainable" title={`Explain ${label}`} onClick={() => onExplain(figure)}>{content}</button>
    : <div className="raf-figure">{content}</div>;
}

/** The RAF card: total, billed first and second semester with percentages, and Calculate RAF. Each figure opens its explanation. */
export function RafCardView({ total, firstSemester, secondSemester, modelLabel, status, onExplain, onCalculate, calculateDisabled }: RafCardViewProps) {
  return (
    <Card className="record-card raf-card" title="RAF" subTitle={modelLabel ?? undefined}>
      <div className="raf-card__figures">
        <Figure label="Total" value={total} figure="total" onExplain={onExplain} />
        <Figure label="Billed First Semester" value={firstSemester.billed} extra={firstSemester.percent} figure="firstSemester" onExplain={onExplain} />
        <Figure label="Billed Second Semester" value={secondSemester.billed} extra={secondSemester.percent} figure="secondSemester" onExplain={onExplain} />
      </div>
      <div className="raf-card__footer record-controls">
        <small className={`raf-card__status raf-card__status--${status.kind === 'browser' && status.serverAgrees === false ? 'mismatch' : status.kind}`} role="status">{statusText(status)}</small>
        <Button label="Calculate RAF" icon="pi pi-calculator" size="small" outlined disabled={calculateDisabled} onClick={onCalculate} />
      </div>
    </Card>
  );
}
