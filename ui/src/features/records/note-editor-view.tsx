import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';

export interface NoteEditorViewProps {
  /** Which notes the editor adds to; null hides it. */
  readonly title: 'Doctor Notes' | 'MAG Notes' | null;
  readonly text: string;
  /** The field's message ('This field is required'), or null. */
  readonly error: string | null;
  readonly saving: boolean;
  readonly onChange: (text: string) => void;
  readonly onClose: () => void;
  readonly onCreate: () => void;
}

/** The note editor: a required text, Close and Create Note. */
export function NoteEditorView({ title, text, error, saving, onChange, onClose, onCreate }: NoteEditorViewProps) {
  const footer = (
    <>
      <Button label="Close" text onClick={onClose} />
      <Button label="Create Note" icon="pi pi-check" loading={saving} onClick={onCreate} />
    </>
  );
  return (
    <Dialog header={title ? `Add New Note: ${title}` : ''} visible={title !== null} onHide={onClose} footer={footer} style={{ width: 'min(36rem, 95vw)' }}>
      <div className="field">
        <label htmlFor="record-note">Note <span className="field__required">*</span></label>
        <InputTextarea id="record-note" rows={6} value={text} invalid={error !== null} aria-describedby="record-note-error" onChange={(event) => onChange(event.target.value)} />
        {error && <small id="record-note-error" className="p-error field-error">{error}</small>}
      </div>
    </Dialog>
  );
}
