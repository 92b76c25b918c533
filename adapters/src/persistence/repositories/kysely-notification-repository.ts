import { err, ok, type Result, type ResultAsync } from 'neverthrow';
import {
  notFound, RoleNameSchema, type NotFound, type NotificationId, type NotificationRepository, type OutgoingNotification,
  type ReceivedNotification, type RoleName, type StorageError, type StoredNotification, type UserId,
} from '@rafdesk/core';
import { attempt, isForeignKeyViolation } from './storage-failure.js';
import { withAuditLine } from '../audit/pending-audit.js';
import { transact, type Executor } from './transact.js';

/** {@link NotificationRepository} over `notification` and `notification_recipient`. */
export class KyselyNotificationRepository implements NotificationRepository {
  constructor(private readonly db: Executor) {}

  create(message: OutgoingNotification, recipients: readonly UserId[], senderUserId: UserId | null, at: Date): ResultAsync<StoredNotification, NotFound | StorageError> {
    return transact(this.db, async (trx): Promise<Result<StoredNotification, NotFound>> => {
      const { id } = await trx.insertInto('notification').values({
        title: message.title, body: message.body, persistent: message.persistent, anonymous: message.anonymous,
        sender_user_id: senderUserId, target_roles: message.recipientRoles.length === 0 ? null : message.recipientRoles.join(','), created_at: at,
      }).returning('id').executeTakeFirstOrThrow();
      const audience = [...new Set(recipients)];
      if (audience.length > 0) {
        try {
          await trx.insertInto('notification_recipient').values(audience.map((userId) => ({ notification_id: id, user_id: userId }))).execute();
        } catch (error) {
          if (isForeignKeyViolation(error)) return err(notFound('user'));
          throw error;
        }
      }
      return ok({ ...message, recipientUserIds: audience, id: id as NotificationId, senderUserId, createdAt: at });
    });
  }

  listForUser(userId: UserId): ResultAsync<ReceivedNotification[], StorageError> {
    return attempt(this.db.selectFrom('notification_recipient as r').innerJoin('notification as n', 'n.id', 'r.notification_id')
      .select(['n.id', 'n.title', 'n.body', 'n.persistent', 'r.read_at']).where('r.user_id', '=', userId)
      .orderBy('n.created_at', 'desc').orderBy('n.id', 'desc').execute())
      .map((rows) => rows.map((row) => ({
        id: row.id as NotificationId, title: row.title, body: row.body, persistent: row.persistent, read: row.read_at !== null, recipientUserIds: [userId],
      })));
  }

  markRead(id: NotificationId, userId: UserId, at: Date): ResultAsync<void, NotFound | StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.updateTable('notification_recipient').set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(at)) }))
      .where('notification_id', '=', id).where('user_id', '=', userId).returning('user_id').execute()))
      .andThen((rows) => (rows.length === 0 ? err(notFound('notification')) : ok(undefined)));
  }

  find(id: NotificationId): ResultAsync<StoredNotification | null, StorageError> {
    return attempt((async () => {
      const row = await this.db.selectFrom('notification').selectAll().where('id', '=', id).executeTakeFirst();
      if (row === undefined) return null;
      const recipients = await this.db.selectFrom('notification_recipient').select('user_id').where('notification_id', '=', id).orderBy('user_id').execute();
      return {
        id: row.id as NotificationId, title: row.title, body: row.body, persistent: row.persistent, anonymous: row.anonymous,
        senderUserId: row.sender_user_id as UserId | null, createdAt: row.created_at,
        recipientUserIds: recipients.map((recipient) => recipient.user_id as UserId), recipientRoles: rolesFrom(row.target_roles),
      };
    })());
  }
}

function rolesFrom(text: string | null): RoleName[] {
  return (text ?? '').split(',').flatMap((name) => {
    const parsed = RoleNameSchema.safeParse(name.trim());
    return parsed.success ? [parsed.data] : [];
  });
}

