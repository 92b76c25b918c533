import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { WIZARD_TABS } from '@rafdesk/core';
import { SignAnywayView, type SignAnywayViewProps } from './sign-anyway-view.js';

export interface WizardFrameViewProps {
  readonly patientName: string;
  readonly tab: number;
  readonly enabled: readonly boolean[];
  readonly onTab: (tab: 0 | 1 | 2 | 3) => void;
  /** Previous, Next and Submit; all off while submitting and once submitted. */
  readonly buttonsDisabled: boolean;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
  readonly onSubmit: () => void;
  /** Save as Draft and the in-progress notice, while the draft is editable. */
  readonly draft: null | { readonly notice: string | null; readonly saving: boolean; readonly onSave: () => void };
  readonly issues: readonly string[];
  readonly message: string | null;
  /** Submit's note-integrity findings and "sign anyway"; null when Submit found none. */
  readonly signAnyway?: SignAnywayViewProps | null;
  readonly submitted: boolean;
  readonly busy: boolean;
  readonly onHistory: () => void;
  /** A draft that does not read back: the user may start the note again over it. */
  readonly broken: null | { readonly onStartAgain: () => void };
  readonly children: ReactNode;
}

function Buttons(props: WizardFrameViewProps & { place: 'top' | 'bottom' }) {
  const last = props.tab === WIZARD_TABS.length - 1;
  return (
    <div className="smart-pn-buttons" role="group" aria-label={`Wizard buttons (${props.place})`}>
      <Button type="button" label="Previous" icon="pi pi-arrow-left" outlined disabled={props.buttonsDisabled || props.tab === 0} onClick={props.onPrevious} />
      {!last && <Button type="button" label="Next" icon="pi pi-arrow-right" iconPos="right" disabled={props.buttonsDisabled} onClick={props.onNext} />}
      {last && <Button type="button" label="Submit" icon="pi pi-check" disabled={props.buttonsDisabled} loading={props.busy} onClick={props.onSubmit} />}
      {props.draft && props.place === 'top' && (
        <Button type="button" label="Save as Draft" icon="pi pi-save" severity="secondary" outlined loading={props.draft.saving} onClick={props.draft.onSave} />
      )}
    </div>
  );
}

/** The Smart Progress Note frame: the four tabs, the buttons at top and bottom, the draft notice and the messages. */
export function WizardFrameView(props: WizardFrameViewProps) {
  return (
    <section className="smart-pn" aria-labelledby="smart-pn-title">
      <header className="smart-pn-header">
        <h1 id="smart-pn-title">Smart Progress Note</h1>
        <p className="smart-pn-patient">{props.patientName}</p>
        <Button type="button" text size="small" icon="pi pi-history" label="PN History" onClick={props.onHistory} />
      </header>
      {props.draft?.notice && <p className="smart-pn-notice" role="status">{props.draft.notice}</p>}
      <div role="tablist" aria-label="Smart Progress Note steps" className="smart-pn-tabs">
        {WIZARD_TABS.map((label, index) => (
          <button key={label} type="button" role="tab" id={`smart-pn-tab-${index}`} aria-selected={props.tab === index} aria-controls="smart-pn-panel"
            disabled={!props.enabled[index]} className={props.tab === index ? 'is-active' : undefined}
            onClick={() => props.onTab(index as 0 | 1 | 2 | 3)}>{`${index + 1}. ${label}`}</button>
        ))}
      </div>
      <Buttons {...props} place="top" />
      {props.message && <Message severity="error" text={props.message} className="smart-pn-message" />}
      {props.signAnyway && <SignAnywayView {...props.signAnyway} />}
      {props.broken && <Button type="button" label="Start again" icon="pi pi-refresh" outlined onClick={props.broken.onStartAgain} />}
      {props.submitted && <Message severity="success" text="The progress note was submitted." className="smart-pn-message" />}
      {props.issues.length > 0 && (
        <div className="smart-pn-issues" role="alert">
          <p>Please correct the following before going on:</p>
          <ul>{props.issues.map((issue) => <li key={issue}>{issue}</li>)}</ul>
        </div>
      )}
      <div id="smart-pn-panel" role="tabpanel" aria-labelledby={`smart-pn-tab-${props.tab}`} className="smart-pn-panel">
        {props.children}
      </div>
      <Buttons {...props} place="bottom" />
    </section>
  );
}
