import { Badge } from 'primereact/badge';
import type { NotificationItem } from './notification-item.js';

export interface NotificationBellViewProps {
  readonly messages: readonly NotificationItem[];
  readonly unreadCount: number;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly onOpenMessage: (message: NotificationItem) => void;
}

/** The Notifications icon with its unread badge, and the list it toggles. */
export function NotificationBellView({ messages, unreadCount, open, onToggle, onOpenMessage }: NotificationBellViewProps) {
  return (
    <div className="notification-bell">
      <button type="button" className="notification-bell__button" onClick={onToggle}
        aria-label={`Notifications, ${unreadCount} unread`} aria-expanded={open} aria-controls="notification-list">
        <i className="pi pi-bell p-overlay-badge" aria-hidden="true">
          {unreadCount > 0 && <Badge value={unreadCount} severity="danger" className="notification-bell__badge" />}
        </i>
      </button>
      {open && (
        <div id="notification-list" className="notification-list" role="region" aria-label="Notifications">
          {messages.length === 0 ? <p className="notification-list__empty">No notifications</p> : (
            <ul>
              {messages.map((message) => (
                <li key={message.id}>
                  <button type="button" className={`notification-list__item${message.read ? '' : ' notification-list__item--unread'}`}
                    onClick={() => onOpenMessage(message)}>
                    <strong>{message.title}</strong>
                    <span>{message.body}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
