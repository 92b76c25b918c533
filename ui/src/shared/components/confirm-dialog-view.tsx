import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

export interface MessageDialogViewProps {
  /** What was done ('Activated!' and its text); null hides the dialog. */
  readonly message: null | { readonly title: string; readonly text: string };
  readonly onClose: () => void;
}

/** The message of what a confirmed change did, with OK. */
export function MessageDialogView({ message, onClose }: MessageDialogViewProps) {
  return (
    <Dialog header={message?.title ?? ''} visible={message !== null} onHide={onClose} style={{ width: 'min(28rem, 95vw)' }}
      footer={<Button type="button" label="OK" onClick={onClose} autoFocus />}>
      <p>{message?.text}</p>
    </Dialog>
  );
}

export interface ConfirmDialogViewProps {
  /** What confirming will do; null hides the dialog. */
  readonly text: string | null;
  readonly header?: string;
  readonly confirmLabel?: string;
  /** A delete: Confirm in the danger colour. */
  readonly danger?: boolean;
  /** The change is being saved: Confirm spins, Cancel waits. */
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /** What the saved change did ('Activated!' and its text); null or absent hides it. */
  readonly success?: { readonly title: string; readonly text: string } | null;
  readonly onDismiss?: () => void;
}

/**
 * 'Are you sure?' before a change that is not undone by accident (a status, maintenance, a delete), Confirm focused;
 * then, for a status, the message of what was done.
 */
export function ConfirmDialogView({
  text, header = 'Are you sure?', confirmLabel = 'Confirm', danger = false, busy = false, onConfirm, onCancel, success = null, onDismiss,
}: ConfirmDialogViewProps) {
  return (
    <>
      <Dialog header={header} visible={text !== null} onHide={onCancel} style={{ width: 'min(28rem, 95vw)' }}
        footer={<><Button type="button" label="Cancel" text onClick={onCancel} disabled={busy} />
          <Button type="button" label={confirmLabel} severity={danger ? 'danger' : undefined} onClick={onConfirm} loading={busy} autoFocus /></>}>
        <p>{text}</p>
      </Dialog>
      <MessageDialogView message={success} onClose={() => onDismiss?.()} />
    </>
  );
}
