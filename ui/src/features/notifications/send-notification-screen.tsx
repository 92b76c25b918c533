import { SendNotificationView } from './send-notification-view.js';
import { useSendNotification } from './use-send-notification.js';

/** /admin/notifications */
export function SendNotificationScreen() {
  return <SendNotificationView {...useSendNotification()} />;
}
