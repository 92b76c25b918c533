import { err, ok, okAsync, type ResultAsync } from 'neverthrow';
import { notFound, type NotFound, type SessionActivityPolicy, type SessionRecord, type SessionRepository, type SessionTouch, type StorageError, type UserId } from '@rafdesk/core';
import { attempt } from './storage-failure.js';
import { selectUsers, signInAccountFromRow } from './user-rows.js';
import { withAuditLine } from '../audit/pending-audit.js';
import type { Executor } from './transact.js';

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
    // The session and its account in one read: every signed-in call makes it, and it was two round trips.
    const state = () => attempt(selectUsers(this.db).innerJoin('session as s', 's.user_id', 'u.id').where('s.id', '=', id)
      .select(['s.revoked_at as session_revoked_at', 's.last_activity_at as session_last_activity_at']).executeTakeFirst())
      .map((row): { touch: SessionTouch; recordedAt?: Date } => {
        if (row === undefined) return { touch: { state: 'missing' } };
        if (row.session_revoked_at !== null) return { touch: { state: 'revoked' } };
        if (row.session_last_activity_at < oldestAllowed) return { touch: { state: 'expired' } };
        return { touch: { state: 'active', userId: row.id as UserId, account: signInAccountFromRow(row) }, recordedAt: row.session_last_activity_at };
      });
    // A read decides; a write follows only when the recorded activity is a minute old, as one conditional UPDATE so
    // two requests racing on an idle session can never revive it.
    return state().andThen((seen): ResultAsync<SessionTouch, StorageError> => {
      if (seen.touch.state !== 'active' || seen.recordedAt === undefined || now.getTime() - seen.recordedAt.getTime() < policy.writeEveryMs) {
        return okAsync(seen.touch);
      }
      const active = seen.touch;
      return attempt(this.db.updateTable('session').set({ last_activity_at: now })
        .where('id', '=', id).where('revoked_at', 'is', null).where('last_activity_at', '>=', oldestAllowed)
        .returning('user_id').executeTakeFirst())
        .andThen((touched) => (touched !== undefined ? okAsync<SessionTouch, StorageError>(active) : state().map((again) => again.touch)));
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

  revokeAllForUser(userId: UserId, at: Date, keep: string | null = null): ResultAsync<readonly string[], StorageError> {
    return attempt(withAuditLine(this.db, (db) => db.updateTable('session').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null)
      .$if(keep !== null, (query) => query.where('id', '!=', keep ?? '')).returning('id').execute()))
      .map((rows) => rows.map((row) => row.id));
  }

  purgeBefore(cutoff: Date): ResultAsync<number, StorageError> {
    return attempt(this.db.deleteFrom('session').where((eb) => eb.or([eb('revoked_at', '<', cutoff), eb('last_activity_at', '<', cutoff)]))
      .returning('id').execute()).map((rows) => rows.length);
  }
}
