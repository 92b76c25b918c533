import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

export interface ConfirmDialogViewProps {
  /** What confirming will do; null hides the dialog. */
  readonly text: string | null;
  readonly header?: string;
  readonly confirmLabel?: string;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /** What the saved change did ('Activated!' and its text); null or absent hides it. */
  readonly success?: { readonly title: string; readonly text: string } | null;
  readonly onDismiss?: () => void;
}

/**
 * 'Are you sure?' before a change that is not undone by accident (a status, maintenance), Confirm focused; then, for a
 * status, the message of what was done.
 */
export function ConfirmDialogView({ text, header = 'Are you sure?', confirmLabel = 'Confirm', busy, onConfirm, onCancel, success = null, onDismiss }: ConfirmDialogViewProps) {
  return (
    <>
      <Dialog header={header} visible={text !== null} onHide={onCancel} style={{ width: 'min(28rem, 95vw)' }}
        footer={<><Button type="button" label="Cancel" text onClick={onCancel} disabled={busy} /><Button type="button" label={confirmLabel} onClick={onConfirm} loading={busy} autoFocus /></>}>
        <p>{text}</p>
      </Dialog>
      <Dialog header={success?.title ?? ''} visible={success !== null} onHide={() => onDismiss?.()} style={{ width: 'min(28rem, 95vw)' }}
        footer={<Button type="button" label="OK" onClick={() => onDismiss?.()} autoFocus />}>
        <p>{success?.text}</p>
      </Dialog>
    </>
  );
}
