import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { SESSION_EXPIRED_TEXT, SESSION_EXPIRED_TITLE } from '@rafdesk/core';

export interface SessionExpiredDialogProps {
  readonly visible: boolean;
  readonly onDismiss: () => void;
}

/** Tells the user the session ended for inactivity; shown over the login page. */
export function SessionExpiredDialog({ visible, onDismiss }: SessionExpiredDialogProps) {
  return (
    <Dialog header={SESSION_EXPIRED_TITLE} visible={visible} onHide={onDismiss} modal style={{ width: 'min(28rem, 92vw)' }}
      footer={<Button label="OK" icon="pi pi-check" onClick={onDismiss} autoFocus />}>
      <p className="m-0">{SESSION_EXPIRED_TEXT}</p>
    </Dialog>
  );
}
