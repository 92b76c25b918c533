import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { NOT_PRESENT_REASONS, NOT_PRESENT_REASON_LABELS, REASON_TEXT_MAX, type NotPresentReason } from '@rafdesk/core';
import { LabelledField, describedBy } from '../../shared/components/labelled-field.js';

/** The not-present form of one gap. */
export interface NotPresentForm {
  readonly gapTitle: string;
  readonly reason: NotPresentReason | null;
  readonly text: string;
  /** Messages by field (`reason`, `reasonText`), as core's disposition rules word them. */
  readonly errors: Readonly<Record<string, string>>;
  readonly busy: boolean;
}

export interface NotPresentDialogViewProps {
  /** null hides the dialog. */
  readonly form: NotPresentForm | null;
  readonly onReason: (reason: NotPresentReason) => void;
  readonly onText: (text: string) => void;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

const REASON_OPTIONS = NOT_PRESENT_REASONS.map((reason) => ({ label: NOT_PRESENT_REASON_LABELS[reason], value: reason }));

/** Marks a gap not present: a reason from the fixed list, and words of one's own (required for Other). */
export function NotPresentDialogView({ form, onReason, onText, onConfirm, onCancel }: NotPresentDialogViewProps) {
  const errors = form?.errors ?? {};
  const other = form?.reason === 'other';
  return (
    // The reason is what the dialog asks: it has the focus when the dialog opens, not the header's Close.
    <Dialog header="Not present" visible={form !== null} onHide={onCancel} style={{ width: 'min(32rem, 95vw)' }} focusOnShow={false}
      onShow={() => document.getElementById('gap-reason')?.focus()}
      footer={<><Button type="button" label="Cancel" text onClick={onCancel} disabled={form?.busy} />
        <Button type="button" label="Save" icon="pi pi-check" onClick={onConfirm} loading={form?.busy} /></>}>
      <form className="gap-not-present" onSubmit={(event) => { event.preventDefault(); onConfirm(); }}>
        <p>{form?.gapTitle}</p>
        <LabelledField id="gap-reason" label="Reason" required error={errors.reason}>
          <Dropdown inputId="gap-reason" value={form?.reason ?? null} options={REASON_OPTIONS} placeholder="Select a reason"
            onChange={(event) => onReason(event.value as NotPresentReason)} {...describedBy('gap-reason', errors.reason)} />
        </LabelledField>
        <LabelledField id="gap-reason-text" label={other ? 'Why (required for Other)' : 'Why (optional)'} required={other} error={errors.reasonText}>
          <InputTextarea id="gap-reason-text" rows={3} maxLength={REASON_TEXT_MAX} value={form?.text ?? ''} onChange={(event) => onText(event.target.value)}
            {...describedBy('gap-reason-text', errors.reasonText)} />
        </LabelledField>
      </form>
    </Dialog>
  );
}
