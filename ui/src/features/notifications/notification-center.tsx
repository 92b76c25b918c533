import type { CurrentUser } from '@rafdesk/core';
import { NotificationBellView } from './notification-bell-view.js';
import { NotificationMessageDialog } from './notification-message-dialog.js';
import { PersistentNotificationDialogs } from './persistent-notification-dialogs.js';
import { useNotifications } from './use-notifications.js';

/** The notifications of the top navigation: icon, badge, list, the opened message and the persistent pop-ups. */
export function NotificationCenter({ user }: { user: CurrentUser }) {
  const { bell, opened, persistent } = useNotifications(user);
  return (
    <>
      <NotificationBellView {...bell} />
      <NotificationMessageDialog {...opened} />
      <PersistentNotificationDialogs {...persistent} />
    </>
  );
}
