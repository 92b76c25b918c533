import type { UserId } from '../../domain/ids.js';
import type { ReceivedNotification, RealtimeNotification } from '../../domain/notification.js';
import type { RoleName } from '../../domain/role.js';

/** Who a stored notification goes to: these users, plus everyone signed in with one of these roles. */
export interface HubAudience {
  readonly userIds: readonly UserId[];
  readonly roles: readonly RoleName[];
}

/** One stored notification, the audience it may be delivered to, and its sender (null when anonymous). */
export interface HubDelivery {
  readonly notification: ReceivedNotification;
  readonly audience: HubAudience;
  readonly senderUserId: UserId | null;
}

/** A message a signed-in user asks the hub to send; the sender comes from the connection, never from the message. */
export type HubSendRequest = Omit<RealtimeNotification, 'senderUserId'>;
