import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

export interface StatusDialogsViewProps {
  /** 'This patient/insurance/doctor/user status will be set as Active/Inactive'; null hides the confirmation. */
  readonly confirmText: string | null;
  /** 'Activated!' / 'Deactivated!' and its text; null hides it. */
  readonly success: null | { readonly title: string; readonly text: string };
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly onDismiss: () => void;
}

/** The status toggle's 'Are you sure?' confirmation and its success message. */
export function StatusDialogsView({ confirmText, success, busy, onConfirm, onCancel, onDismiss }: StatusDialogsViewProps) {
  return (
    <>
      <Dialog header="Are you sure?" visible={confirmText !== null || busy} onHide={onCancel} style={{ width: 'min(28rem, 95vw)' }}
        footer={<><Button label="Cancel" text onClick={onCancel} disabled={busy} /><Button label="Confirm" onClick={onConfirm} loading={busy} autoFocus /></>}>
        <p>{confirmText}</p>
      </Dialog>
      <Dialog header={success?.title ?? ''} visible={success !== null} onHide={onDismiss} style={{ width: 'min(28rem, 95vw)' }}
        footer={<Button label="OK" onClick={onDismiss} autoFocus />}>
        <p>{success?.text}</p>
      </Dialog>
    </>
  );
}
