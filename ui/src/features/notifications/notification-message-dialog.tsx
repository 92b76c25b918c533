import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { NotificationItem } from './notification-item.js';

export interface NotificationMessageDialogProps {
  readonly message: NotificationItem | null;
  readonly busy: boolean;
  readonly onMarkAsRead: (message: NotificationItem) => void;
  readonly onClose: () => void;
}

/** One message opened from the list, with Mark as Read. */
export function NotificationMessageDialog({ message, busy, onMarkAsRead, onClose }: NotificationMessageDialogProps) {
  const footer = message && (
    <>
      <Button label="Close" text onClick={onClose} />
      {!message.read && <Button label="Mark as Read" icon="pi pi-check" loading={busy} onClick={() => onMarkAsRead(message)} />}
    </>
  );
  return (
    <Dialog header={message?.title ?? ''} visible={message !== null} onHide={onClose} footer={footer} style={{ width: 'min(32rem, 94vw)' }}>
      <p className="notification-body">{message?.body}</p>
    </Dialog>
  );
}
