import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

export interface ConfirmViewProps {
  /** The question's text; null hides the dialog. */
  readonly text: string | null;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** 'Are you sure?' with the action's consequence, Confirm and Cancel. */
export function ConfirmView({ text, onConfirm, onCancel }: ConfirmViewProps) {
  const footer = (
    <>
      <Button label="Cancel" text onClick={onCancel} />
      <Button label="Confirm" severity="danger" onClick={onConfirm} autoFocus />
    </>
  );
  return (
    <Dialog header="Are you sure?" visible={text !== null} onHide={onCancel} footer={footer} style={{ width: 'min(28rem, 95vw)' }}>
      <p>{text}</p>
    </Dialog>
  );
}

export interface MessageViewProps {
  /** Null hides the dialog. */
  readonly message: null | { readonly title: string; readonly text: string };
  readonly onClose: () => void;
}

/** A success message with OK. */
export function MessageView({ message, onClose }: MessageViewProps) {
  return (
    <Dialog header={message?.title ?? ''} visible={message !== null} onHide={onClose} footer={<Button label="OK" onClick={onClose} autoFocus />} style={{ width: 'min(28rem, 95vw)' }}>
      <p>{message?.text}</p>
    </Dialog>
  );
}
