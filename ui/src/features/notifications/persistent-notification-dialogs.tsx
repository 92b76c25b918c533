import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { NotificationItem } from './notification-item.js';

export interface PersistentNotificationDialogsProps {
  readonly messages: readonly NotificationItem[];
  readonly busyId: number | null;
  readonly onMarkAsRead: (message: NotificationItem) => void;
  readonly onClose: (message: NotificationItem) => void;
}

/**
 * One dialog per persistent unread message, shown on load. They close only through their buttons:
 * not by clicking outside, not by Enter or Escape.
 */
export function PersistentNotificationDialogs({ messages, busyId, onMarkAsRead, onClose }: PersistentNotificationDialogsProps) {
  return (
    <>
      {messages.map((message) => (
        <Dialog key={message.id} header={message.title} visible onHide={() => onClose(message)} closable={false} closeOnEscape={false}
          dismissableMask={false} focusOnShow={false} style={{ width: 'min(32rem, 94vw)' }} className="persistent-notification"
          footer={(
            <>
              <Button label="Close" text onClick={() => onClose(message)} />
              <Button label="Mark as Read" icon="pi pi-check" loading={busyId === message.id} onClick={() => onMarkAsRead(message)} />
            </>
          )}>
          <p className="notification-body">{message.body}</p>
        </Dialog>
      ))}
    </>
  );
}
