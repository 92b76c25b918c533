import { useId } from 'react';
import { Button } from 'primereact/button';
import { GapListView, type GapListViewProps } from './gap-list-view.js';
import { NotPresentDialogView, type NotPresentDialogViewProps } from './not-present-dialog-view.js';
import './gaps.css';

export interface OpenGapsPanelViewProps {
  readonly headingLevel: 2 | 3;
  readonly loading: boolean;
  /** The gaps could not be read. */
  readonly failed: boolean;
  /** "3 open gaps: +0.512 RAF, $4,321 a year, factors final. 29 days left in this semester…", once read. */
  readonly summary: string | null;
  readonly list: GapListViewProps;
  /** How many decided gaps (documented, not present) are hidden, and showing them; null when there are none. */
  readonly decided: null | { readonly count: number; readonly shown: boolean; readonly onToggle: () => void };
  readonly onPreVisitSummary: () => void;
  readonly downloading: boolean;
  readonly notPresent: NotPresentDialogViewProps;
}

/** A patient's open gaps at the point of care: evidence, worth, documenting in place, and the pre-visit summary PDF. */
export function OpenGapsPanelView(props: OpenGapsPanelViewProps) {
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <section className="open-gaps" aria-labelledby={headingId}>
      <div className="open-gaps__summary">
        <Heading id={headingId} className="open-gaps__title">Open gaps</Heading>
        <Button size="small" outlined icon="pi pi-file-pdf" label="Pre-visit summary (PDF)" loading={props.downloading} onClick={props.onPreVisitSummary} />
        {props.decided && (
          <Button size="small" text label={props.decided.shown ? 'Hide decided gaps' : `Show decided gaps (${props.decided.count})`}
            aria-pressed={props.decided.shown} onClick={props.decided.onToggle} />
        )}
      </div>
      {props.failed ? <p role="alert">The gaps could not be read. Try again in a moment.</p>
        : props.loading && props.summary === null ? <p>Loading the gaps…</p>
          : (
            <>
              {props.summary && <p className="open-gaps__text">{props.summary}</p>}
              <GapListView {...props.list} />
            </>
          )}
      <NotPresentDialogView {...props.notPresent} />
    </section>
  );
}
