import type { ResultAsync } from 'neverthrow';
import type { NotificationId, UserId } from '../../domain/ids.js';
import type { OutgoingNotification, ReceivedNotification } from '../../domain/notification.js';
import type { NotFound, StorageError } from './storage-error.js';

/** A notification as stored, with every recipient it was addressed to. */
export interface StoredNotification extends OutgoingNotification {
  readonly id: NotificationId;
  readonly senderUserId: UserId | null;
  readonly createdAt: Date;
}

/** Notifications with a read state per recipient. */
export interface NotificationRepository {
  /**
   * Stores the message and one unread entry per recipient in one transaction. `recipients` is the resolved
   * audience (roles already expanded to users); duplicates count once. `NotFound` when a recipient has no account.
   */
  create(message: OutgoingNotification, recipients: readonly UserId[], senderUserId: UserId | null, at: Date): ResultAsync<StoredNotification, NotFound | StorageError>;
  /** The user's messages, newest first; `recipientUserIds` holds only that user (never the rest of the audience). */
  listForUser(userId: UserId): ResultAsync<ReceivedNotification[], StorageError>;
  /** Marks the message read for this recipient (idempotent); `NotFound` when it was not addressed to them. */
  markRead(id: NotificationId, userId: UserId, at: Date): ResultAsync<void, NotFound | StorageError>;
  find(id: NotificationId): ResultAsync<StoredNotification | null, StorageError>;
}
