import type { ResultAsync } from 'neverthrow';
import type { UserId } from '../../domain/ids.js';
import type { NotFound, StorageError } from './storage-error.js';
import type { SignInAccount } from './user-repository.js';

/** How long a session may idle, and how often its activity is written. */
export interface SessionActivityPolicy {
  readonly idleLimitMs: number;
  readonly writeEveryMs: number;
}

/** A sign-in session as stored; a bearer token names one. */
export interface SessionRecord {
  readonly id: string;
  readonly userId: UserId;
  readonly createdAt: Date;
  readonly lastActivityAt: Date;
  readonly revokedAt: Date | null;
  readonly ip: string | null;
  readonly userAgent: string | null;
}

/**
 * What happened when a request tried to use a session. An active session comes with its user's sign-in account, read
 * in the same step (null when the account cannot sign in: its role is unknown), so a signed-in call costs one read.
 */
export type SessionTouch =
  | { readonly state: 'active'; readonly userId: UserId; readonly account: SignInAccount | null }
  | { readonly state: 'expired' | 'revoked' | 'missing' };

/** Server-side sessions: the idle limit is enforced here, whatever the token's own lifetime. */
export interface SessionRepository {
  create(session: { id: string; userId: UserId; at: Date; ip: string | null; userAgent: string | null }): ResultAsync<void, StorageError>;
  /**
   * Says whether the session is usable at `now`: it exists, is not revoked and its last recorded activity is no more
   * than `policy.idleLimitMs` before `now`. A usable session's activity is recorded at `now` when the recorded one is
   * `policy.writeEveryMs` old or more (atomically: racing calls never revive an idle session); an unusable one is
   * left unchanged. A session whose account no longer exists is missing.
   */
  touch(id: string, now: Date, policy: SessionActivityPolicy): ResultAsync<SessionTouch, StorageError>;
  find(id: string): ResultAsync<SessionRecord | null, StorageError>;
  /** Revokes one session (sign-out); revoking twice keeps the first instant. */
  revoke(id: string, at: Date): ResultAsync<void, NotFound | StorageError>;
  /**
   * Revokes every live session of a user (password change or reset, deactivation) but `keep` (the session that changed
   * its own password); returns the ids it revoked.
   */
  revokeAllForUser(userId: UserId, at: Date, keep?: string | null): ResultAsync<readonly string[], StorageError>;
  /** Deletes sessions revoked or idle since before `cutoff`; returns how many. */
  purgeBefore(cutoff: Date): ResultAsync<number, StorageError>;
}
