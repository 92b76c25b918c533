import { ConfirmDialogView } from './confirm-dialog-view.js';

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

/** The status toggle's 'Are you sure?' confirmation and its success message; the confirmation stays while the change is saved. */
export function StatusDialogsView({ confirmText, success, busy, onConfirm, onCancel, onDismiss }: StatusDialogsViewProps) {
  return (
    <ConfirmDialogView text={confirmText ?? (busy ? '' : null)} success={success} busy={busy} onConfirm={onConfirm} onCancel={onCancel} onDismiss={onDismiss} />
  );
}
