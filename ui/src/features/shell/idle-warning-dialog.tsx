import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { IDLE_WARNING_TEXT, IDLE_WARNING_TITLE } from '@rafdesk/core';

export interface IdleWarningDialogProps {
  readonly visible: boolean;
  /** Whole seconds left before the log-off. */
  readonly secondsLeft: number;
  readonly onStay: () => void;
}

/** Warns before the idle log-off and lets the user stay signed in with one key or click. */
export function IdleWarningDialog({ visible, secondsLeft, onStay }: IdleWarningDialogProps) {
  return (
    <Dialog header={IDLE_WARNING_TITLE} visible={visible} onHide={onStay} modal style={{ width: 'min(28rem, 92vw)' }}
      footer={<Button label="Stay signed in" icon="pi pi-check" onClick={onStay} autoFocus />}>
      <p className="m-0">{IDLE_WARNING_TEXT}</p>
      <p aria-live="polite">Time left: {secondsLeft} s</p>
    </Dialog>
  );
}
