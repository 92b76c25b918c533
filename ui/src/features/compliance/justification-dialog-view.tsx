import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { JUSTIFICATION_MAX_CHARACTERS, JUSTIFICATION_MIN_CHARACTERS } from '@rafdesk/core';
import { LabelledField, describedBy } from '../../shared/components/labelled-field.js';

/** The justification form of one flagged code. */
export interface JustificationForm {
  /** "I63.9 (2026-12-31): Acute stroke outside an inpatient stay". */
  readonly flagTitle: string;
  readonly reason: string;
  readonly noteId: number | null;
  readonly notes: readonly { readonly id: number; readonly label: string }[];
  /** Messages by field (`reason`, `noteId`), as core's justification rules word them. */
  readonly errors: Readonly<Record<string, string>>;
  readonly busy: boolean;
}

export interface JustificationDialogViewProps {
  /** null hides the dialog. */
  readonly form: JustificationForm | null;
  readonly onReason: (reason: string) => void;
  readonly onNote: (noteId: number | null) => void;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Bills a flagged code anyway: why, and which signed note of the record documents it (who is the signed-in user). */
export function JustificationDialogView({ form, onReason, onNote, onConfirm, onCancel }: JustificationDialogViewProps) {
  const errors = form?.errors ?? {};
  return (
    <Dialog header="Justify the high-risk code" visible={form !== null} onHide={onCancel} style={{ width: 'min(34rem, 95vw)' }}
      footer={<><Button type="button" label="Cancel" text onClick={onCancel} disabled={form?.busy} />
        <Button type="button" label="Record the justification" icon="pi pi-check" onClick={onConfirm} loading={form?.busy} /></>}>
      <form className="compliance-justify" onSubmit={(event) => { event.preventDefault(); onConfirm(); }}>
        <p>{form?.flagTitle}</p>
        <LabelledField id="justify-reason" label={`Why it is supported (at least ${JUSTIFICATION_MIN_CHARACTERS} characters)`} required error={errors.reason}>
          <InputTextarea id="justify-reason" rows={4} maxLength={JUSTIFICATION_MAX_CHARACTERS} value={form?.reason ?? ''} autoFocus
            onChange={(event) => onReason(event.target.value)} {...describedBy('justify-reason', errors.reason)} />
        </LabelledField>
        <LabelledField id="justify-note" label="Signed note that documents it" required error={errors.noteId}>
          <select id="justify-note" className="p-inputtext compliance-justify__note" value={form?.noteId ?? ''}
            onChange={(event) => onNote(event.target.value === '' ? null : Number(event.target.value))}
            aria-invalid={Boolean(errors.noteId)} aria-describedby={errors.noteId ? 'justify-note-error' : undefined}>
            <option value="">{form && form.notes.length === 0 ? 'No signed note on this record' : 'Select a note'}</option>
            {form?.notes.map((note) => <option key={note.id} value={note.id}>{note.label}</option>)}
          </select>
        </LabelledField>
      </form>
    </Dialog>
  );
}
