import type { NotificationId } from '@rafdesk/core';

/** A message as the notification views show it. */
export interface NotificationItem {
  readonly id: NotificationId;
  readonly title: string;
  readonly body: string;
  readonly read: boolean;
}
