import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { DispositionState } from '@rafdesk/core';
import { GapHistoryView, type GapHistoryLine } from './gap-history-view.js';

/** One piece of a gap's evidence, ready to show. */
export interface GapEvidenceLine {
  readonly key: string;
  readonly source: string;
  readonly date: string;
  readonly text: string;
}

/** What a person may do to a gap now (the disposition machine's transitions from its state, and the role). */
export interface GapActions {
  /** Documents the gap through the host's add-diagnosis flow; null where the screen or role cannot add codes. */
  readonly document: boolean;
  readonly notPresent: boolean;
  readonly defer: boolean;
  readonly reopen: boolean;
}

/** One gap as a list shows it. */
export interface GapLine {
  readonly key: string;
  /** "HCC37 Diabetes with Chronic Complications". */
  readonly title: string;
  readonly kind: string;
  readonly state: DispositionState;
  readonly stateText: string;
  /** "Partly addressed by HCC38 (E11.9)…", or null. */
  readonly coverage: string | null;
  /** Why it is not present, with the words given, or null. */
  readonly reason: string | null;
  readonly value: string;
  /** The code that documents it and what the note must say. */
  readonly code: string;
  readonly documentation: string;
  readonly evidence: readonly GapEvidenceLine[];
  readonly actions: GapActions;
  /** The gap's disposition history, once asked for (null: not shown). */
  readonly history: null | { readonly loading: boolean; readonly lines: readonly GapHistoryLine[] };
}

export interface GapListViewProps {
  readonly gaps: readonly GapLine[];
  /** The host's words for documenting ("Add the code", "Attach to the note"). */
  readonly documentLabel: string;
  /** A change of this list is being saved: its buttons wait. */
  readonly busy: boolean;
  readonly emptyText: string;
  readonly onDocument: (key: string) => void;
  readonly onNotPresent: (key: string) => void;
  readonly onDefer: (key: string) => void;
  readonly onReopen: (key: string) => void;
  readonly onHistory: (key: string) => void;
}

const SEVERITY: Readonly<Record<DispositionState, 'warning' | 'success' | 'secondary' | 'info'>> = {
  open: 'warning', documented: 'success', 'not-present': 'secondary', deferred: 'info',
};

/** A patient's gaps: what is missing, why we think so (the evidence), its value, and the dispositions in place. */
export function GapListView(props: GapListViewProps) {
  if (props.gaps.length === 0) return <p className="gap-list__empty">{props.emptyText}</p>;
  return (
    <ul className="gap-list">
      {props.gaps.map((gap) => (
        <li key={gap.key} className="gap-list__item">
          <div className="gap-list__head">
            <strong>{gap.title}</strong>
            <Tag value={gap.kind} severity="info" className="gap-list__kind" />
            <Tag value={gap.stateText} severity={SEVERITY[gap.state]} />
            <span className="gap-list__value">{gap.value}</span>
          </div>
          {gap.coverage && <p className="gap-list__note">{gap.coverage}</p>}
          {gap.reason && <p className="gap-list__note">{gap.reason}</p>}
          <p className="gap-list__note">{`Documents it: ${gap.code}. ${gap.documentation}`}</p>
          <ul className="gap-list__evidence" aria-label={`Evidence for ${gap.title}`}>
            {gap.evidence.map((line) => (
              <li key={line.key}><span className="gap-list__source">{line.source}{line.date === '' ? '' : `, ${line.date}`}:</span> {line.text}</li>
            ))}
          </ul>
          <div className="gap-list__actions">
            {gap.actions.document && <Button size="small" icon="pi pi-plus" label={props.documentLabel} aria-label={`${props.documentLabel}: ${gap.code} for ${gap.title}`}
              disabled={props.busy} onClick={() => props.onDocument(gap.key)} />}
            {gap.actions.notPresent && <Button size="small" outlined icon="pi pi-times" label="Not present" aria-label={`Not present: ${gap.title}`}
              disabled={props.busy} onClick={() => props.onNotPresent(gap.key)} />}
            {gap.actions.defer && <Button size="small" outlined icon="pi pi-clock" label="Defer to next visit" aria-label={`Defer to next visit: ${gap.title}`}
              disabled={props.busy} onClick={() => props.onDefer(gap.key)} />}
            {gap.actions.reopen && <Button size="small" outlined icon="pi pi-replay" label="Reopen" aria-label={`Reopen: ${gap.title}`}
              disabled={props.busy} onClick={() => props.onReopen(gap.key)} />}
            <Button size="small" text icon="pi pi-history" label={gap.history ? 'Hide history' : 'History'} aria-label={`${gap.history ? 'Hide history' : 'History'} of ${gap.title}`}
              aria-expanded={gap.history !== null} onClick={() => props.onHistory(gap.key)} />
          </div>
          {gap.history && <GapHistoryView title={gap.title} {...gap.history} />}
        </li>
      ))}
    </ul>
  );
}
