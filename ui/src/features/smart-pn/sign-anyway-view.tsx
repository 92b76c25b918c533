import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { JUSTIFICATION_MAX_CHARACTERS, JUSTIFICATION_MIN_CHARACTERS } from '@rafdesk/core';
import { LabelledField, describedBy } from '../../shared/components/labelled-field.js';
import './sign-anyway.css';

export interface SignAnywayViewProps {
  /** Each integrity issue: the code and the fix, in the server's words. */
  readonly issues: readonly string[];
  /** False when an issue may not be overridden (a code without MEAT): only correcting the note helps. */
  readonly overridable: boolean;
  readonly reason: string;
  readonly error: string | null;
  readonly onReason: (text: string) => void;
  readonly onSign: () => void;
}

/** Submit's note-integrity findings, each naming the code and the fix, and "sign anyway" with a reason (kept with the note). */
export function SignAnywayView({ issues, overridable, reason, error, onReason, onSign }: SignAnywayViewProps) {
  return (
    <section className="smart-pn-integrity" aria-labelledby="smart-pn-integrity-title" aria-live="assertive">
      <h2 id="smart-pn-integrity-title">Before signing</h2>
      <ul>{issues.map((issue) => <li key={issue}>{issue}</li>)}</ul>
      {overridable ? (
        <form onSubmit={(event) => { event.preventDefault(); onSign(); }}>
          <LabelledField id="sign-anyway-reason" label={`Sign anyway: your reason (at least ${JUSTIFICATION_MIN_CHARACTERS} characters, kept with the note)`} required error={error ?? undefined}>
            <InputTextarea id="sign-anyway-reason" rows={3} maxLength={JUSTIFICATION_MAX_CHARACTERS} value={reason} onChange={(event) => onReason(event.target.value)}
              {...describedBy('sign-anyway-reason', error ?? undefined)} />
          </LabelledField>
          <Button type="submit" label="Sign anyway" icon="pi pi-pencil" severity="warning" />
        </form>
      ) : <p>These cannot be signed anyway: correct the note, then Submit again.</p>}
    </section>
  );
}
