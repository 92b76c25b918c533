/** A message as the notification views show it. */
export interface NotificationItem {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  readonly read: boolean;
}
