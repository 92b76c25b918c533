import { okAsync, type ResultAsync } from 'neverthrow';
import type { UserId } from '../../domain/ids.js';
import type { NotFound, StorageError } from '../../ports/repositories/storage-error.js';
import type { SessionActivityPolicy, SessionRecord, SessionRepository, SessionTouch } from '../../ports/repositories/session-repository.js';
import type { SignInAccount } from '../../ports/repositories/user-repository.js';
import { foundOr } from './fake-results.js';

/** The accounts a session store reads its users' sign-in accounts from (the in-memory user repository). */
type Accounts = { findSignInAccountById(id: UserId): ResultAsync<SignInAccount | null, StorageError> };

/** {@link SessionRepository} in memory, with the same idle rule as the database. */
export class InMemorySessionRepository implements SessionRepository {
  private readonly sessions = new Map<string, SessionRecord>();

  constructor(private readonly accounts: Accounts) {}

  /** How many sessions are kept, revoked ones included; lets a test count them. */
  get size(): number {
    return this.sessions.size;
  }

  create(session: { id: string; userId: UserId; at: Date; ip: string | null; userAgent: string | null }): ResultAsync<void, StorageError> {
    this.sessions.set(session.id, { id: session.id, userId: session.userId, createdAt: session.at, lastActivityAt: session.at, revokedAt: null, ip: session.ip, userAgent: session.userAgent });
    return okAsync(undefined);
  }

  touch(id: string, now: Date, policy: SessionActivityPolicy): ResultAsync<SessionTouch, StorageError> {
    const session = this.sessions.get(id);
    if (session === undefined) return okAsync({ state: 'missing' });
    if (session.revokedAt !== null) return okAsync({ state: 'revoked' });
    if (session.lastActivityAt.getTime() < now.getTime() - policy.idleLimitMs) return okAsync({ state: 'expired' });
    return this.accounts.findSignInAccountById(session.userId).map((account): SessionTouch => {
      // As in the database, where the session is read joined to its account: a session without one is missing.
      if (account === null) return { state: 'missing' };
      if (session.lastActivityAt.getTime() <= now.getTime() - policy.writeEveryMs) this.sessions.set(id, { ...session, lastActivityAt: now });
      return { state: 'active', userId: session.userId, account };
    });
  }

  find(id: string): ResultAsync<SessionRecord | null, StorageError> {
    return okAsync(this.sessions.get(id) ?? null);
  }

  revoke(id: string, at: Date): ResultAsync<void, NotFound | StorageError> {
    return foundOr(this.sessions.get(id), 'session').map((session) => {
      this.sessions.set(id, { ...session, revokedAt: session.revokedAt ?? at });
    });
  }

  revokeAllForUser(userId: UserId, at: Date, keep: string | null = null): ResultAsync<readonly string[], StorageError> {
    const revoked: string[] = [];
    for (const session of this.sessions.values()) {
      if (session.userId !== userId || session.revokedAt !== null || session.id === keep) continue;
      this.sessions.set(session.id, { ...session, revokedAt: at });
      revoked.push(session.id);
    }
    return okAsync(revoked);
  }

  purgeBefore(cutoff: Date): ResultAsync<number, StorageError> {
    let count = 0;
    for (const session of [...this.sessions.values()]) {
      if ((session.revokedAt !== null && session.revokedAt < cutoff) || session.lastActivityAt < cutoff) {
        this.sessions.delete(session.id);
        count += 1;
      }
    }
    return okAsync(count);
  }
}
