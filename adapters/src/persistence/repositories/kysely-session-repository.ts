import { err, ok, okAsync, type ResultAsync } from 'neverthrow';
import { notFound, type NotFound, type SessionActivityPolicy, type SessionRecord, type SessionRepository, type SessionTouch, type StorageError, type UserId } from '@rafdesk/core';
import { attempt } from './storage-failure.js';
import { withAuditLine } from '../audit/pending-audit.js';
import type { Executor } from './transact.js';

const withoutRecordedAt = ({ recordedAt: _recordedAt, ...touch }: SessionTouch & { recordedAt?: Date }): SessionTouch => touch as SessionTouch;

/** {@link SessionRepository} over the `session` table. */
export class KyselySessionRepository implements SessionRepository {
  constructor(private readonly db: Executor) {}

  create(session: { id: string; userId: UserId; at: Date; ip: string | null; userAgent: string | null }): ResultAsync<void, StorageError> {
    return attempt(this.db.insertInto('session').values({
      id: session.id, user_id: session.userId, created_at: session.at, last_activity_at: session.at, ip: session.ip, user_agent: session.userAgent,
    }).execute()).map(() => undefined);
  }

  touch(id: string, now: Date, policy: SessionActivityPolicy): ResultAsync<SessionTouch, StorageError> {
    const oldestAllowed = new Date(now.getTime() - policy.idleLimitMs);
    const state = () => attempt(this.db.selectFrom('session').select(['user_id', 'revoked_at', 'last_activity_at']).where('id', '=', id).executeTakeFirst())
      .map((row): SessionTouch & { recordedAt?: Date } => {
        if (row === undefined) return { state: 'missing' };
        if (row.revoked_at !== null) return { state: 'revoked' };
        if (row.last_activity_at < oldestAllowed) return { state: 'expired' };
        return { state: 'active', userId: row.user_id as UserId, recordedAt: row.last_activity_at };
      });
    // A read decides; a write follows only when the recorded activity is a minute old, as one conditional UPDATE so
    // two requests racing on an idle session can never revive it.
    return state().andThen((seen): ResultAsync<SessionTouch, StorageError> => {
      if (seen.state !== 'active' || seen.recordedAt === undefined || now.getTime() - seen.recordedAt.getTime() < policy.writeEveryMs) {
        return okAsync(withoutRecordedAt(seen));
      }
      return attempt(this.db.updateTable('session').set({ last_activity_at: now })
        .where('id', '=', id).where('revoked_at', 'is', null).where('last_activity_at', '>=', oldestAllowed)
        .returning('user_id').executeTakeFirst())
        .andThen((touched) => (touched !== undefined
          ? okAsync<SessionTouch, StorageError>({ state: 'active', userId: touched.user_id as UserId })
          : state().map(withoutRecordedAt)));
    });
  }

  find(id: string): ResultAsync<SessionRecord | null, StorageError> {
    return attempt(this.db.selectFrom('session').selectAll().where('id', '=', id).executeTakeFirst()).map((row) => (row === undefined ? null : {
      id: row.id, userId: row.user_id as UserId, createdAt: row.created_at, lastActivityAt: row.last_activity_at,
      revokedAt: row.revoked_at, ip: row.ip, userAgent: row.user_agent,
    }));
  }

  revoke(id: string, at: Date): ResultAsync<void, NotFound | StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.updateTable('session').set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(at)) }))
      .where('id', '=', id).returning('id').execute()))
      .andThen((rows) => (rows.length === 0 ? err(notFound('session')) : ok(undefined)));
  }

  revokeAllForUser(userId: UserId, at: Date): ResultAsync<number, StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.updateTable('session').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null).returning('id').execute()))
      .map((rows) => rows.length);
  }

  purgeBefore(cutoff: Date): ResultAsync<number, StorageError> {
    return attempt(this.db.deleteFrom('session').where((eb) => eb.or([eb('revoked_at', '<', cutoff), eb('last_activity_at', '<', cutoff)]))
      .returning('id').execute()).map((rows) => rows.length);
  }
}
