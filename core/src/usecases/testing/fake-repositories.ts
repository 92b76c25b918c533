import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { NotificationId, UserId } from '../../domain/ids.js';
import type { OutgoingNotification, ReceivedNotification } from '../../domain/notification.js';
import type { RoleName } from '../../domain/role.js';
import type { LockoutPolicy, LockoutState, SignInLockoutRepository } from '../../ports/repositories/sign-in-lockout-repository.js';
import type { SessionRecord, SessionRepository, SessionTouch } from '../../ports/repositories/session-repository.js';
import type { SignInEvent, SignInEventRepository } from '../../ports/repositories/sign-in-event-repository.js';
import type { Settings, SettingsRepository } from '../../ports/repositories/settings-repository.js';
import type { StoredTotpSecret, TotpSecretRepository } from '../../ports/repositories/totp-secret-repository.js';
import type { NotificationRepository, StoredNotification } from '../../ports/repositories/notification-repository.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import type { SignInAccount } from '../../ports/repositories/user-repository.js';

export class InMemorySessions implements SessionRepository {
  readonly rows = new Map<string, SessionRecord>();
  create(session: { id: string; userId: UserId; at: Date; ip: string | null; userAgent: string | null }): ResultAsync<void, StorageError> {
    this.rows.set(session.id, { id: session.id, userId: session.userId, createdAt: session.at, lastActivityAt: session.at, revokedAt: null, ip: session.ip, userAgent: session.userAgent });
    return okAsync(undefined);
  }
  touch(id: string, now: Date, idleLimitMs: number): ResultAsync<SessionTouch, StorageError> {
    const row = this.rows.get(id);
    if (!row) return okAsync({ state: 'missing' });
    if (row.revokedAt) return okAsync({ state: 'revoked' });
    if (now.getTime() - row.lastActivityAt.getTime() > idleLimitMs) return okAsync({ state: 'expired' });
    this.rows.set(id, { ...row, lastActivityAt: now });
    return okAsync({ state: 'active', userId: row.userId });
  }
  find(id: string): ResultAsync<SessionRecord | null, StorageError> {
    return okAsync(this.rows.get(id) ?? null);
  }
  revoke(id: string, at: Date): ResultAsync<void, NotFound | StorageError> {
    const row = this.rows.get(id);
    if (!row) return errAsync(notFound('session'));
    this.rows.set(id, { ...row, revokedAt: row.revokedAt ?? at });
    return okAsync(undefined);
  }
  revokeAllForUser(userId: UserId, at: Date): ResultAsync<number, StorageError> {
    let live = 0;
    for (const row of this.rows.values()) {
      if (row.userId === userId && row.revokedAt === null) {
        live += 1;
        this.rows.set(row.id, { ...row, revokedAt: at });
      }
    }
    return okAsync(live);
  }
  purgeBefore(): ResultAsync<number, StorageError> {
    return okAsync(0);
  }
}

export class InMemoryLockouts implements SignInLockoutRepository {
  readonly rows = new Map<string, LockoutState & { firstAt: Date }>();
  current(userName: string): ResultAsync<LockoutState, StorageError> {
    const row = this.rows.get(userName);
    return okAsync(row ? { failures: row.failures, lockedUntil: row.lockedUntil } : { failures: 0, lockedUntil: null });
  }
  recordFailure(userName: string, at: Date, policy: LockoutPolicy): ResultAsync<LockoutState, StorageError> {
    const row = this.rows.get(userName);
    const fresh = !row || at.getTime() - row.firstAt.getTime() > policy.windowMs;
    const failures = fresh ? 1 : row.failures + 1;
    const lockedUntil = failures >= policy.maxFailures ? new Date(at.getTime() + policy.lockMs) : (fresh ? null : row.lockedUntil);
    this.rows.set(userName, { failures, lockedUntil, firstAt: fresh ? at : row.firstAt });
    return okAsync({ failures, lockedUntil });
  }
  clear(userName: string): ResultAsync<void, StorageError> {
    this.rows.delete(userName);
    return okAsync(undefined);
  }
}

export class InMemorySignInEvents implements SignInEventRepository {
  readonly events: SignInEvent[] = [];
  record(event: SignInEvent): ResultAsync<void, StorageError> {
    this.events.push(event);
    return okAsync(undefined);
  }
  loginReport(): ResultAsync<never, StorageError> {
    return errAsync({ kind: 'Unavailable', reason: 'the login report is not kept by this fake' });
  }
}

export class InMemorySettings implements SettingsRepository {
  settings: Settings = { maintenance: false, paymentYear: null };
  get(): ResultAsync<Settings, StorageError> {
    return okAsync(this.settings);
  }
  setMaintenance(on: boolean): ResultAsync<void, StorageError> {
    this.settings = { ...this.settings, maintenance: on };
    return okAsync(undefined);
  }
  setPaymentYear(year: number): ResultAsync<void, StorageError> {
    this.settings = { ...this.settings, paymentYear: year };
    return okAsync(undefined);
  }
}

export class InMemoryTotpSecrets implements TotpSecretRepository {
  readonly rows = new Map<UserId, StoredTotpSecret>();
  find(userId: UserId): ResultAsync<StoredTotpSecret | null, StorageError> {
    return okAsync(this.rows.get(userId) ?? null);
  }
  save(userId: UserId, secret: string): ResultAsync<void, StorageError> {
    this.rows.set(userId, { secret, confirmedAt: null, lastUsedStep: null });
    return okAsync(undefined);
  }
  confirm(userId: UserId, at: Date): ResultAsync<void, NotFound | StorageError> {
    const row = this.rows.get(userId);
    if (!row) return errAsync(notFound('totp secret'));
    this.rows.set(userId, { ...row, confirmedAt: at });
    return okAsync(undefined);
  }
  spendStep(userId: UserId, step: number): ResultAsync<boolean, StorageError> {
    const row = this.rows.get(userId);
    if (!row || (row.lastUsedStep !== null && step <= row.lastUsedStep)) return okAsync(false);
    this.rows.set(userId, { ...row, lastUsedStep: step });
    return okAsync(true);
  }
  remove(userId: UserId): ResultAsync<void, StorageError> {
    this.rows.delete(userId);
    return okAsync(undefined);
  }
}

/** Sign-in accounts with their password hashes; the part of the user repository sign-in and fan-out use. */
export class InMemoryAccounts {
  readonly accounts: SignInAccount[] = [];
  readonly hashes: { userId: UserId; hash: string }[] = [];
  add(account: SignInAccount): this {
    this.accounts.push(account);
    return this;
  }
  findSignInAccount(userName: string): ResultAsync<SignInAccount | null, StorageError> {
    return okAsync(this.accounts.find((account) => account.userName.toLowerCase() === userName.trim().toLowerCase()) ?? null);
  }
  findSignInAccountById(id: UserId): ResultAsync<SignInAccount | null, StorageError> {
    return okAsync(this.accounts.find((account) => account.userId === id) ?? null);
  }
  setPasswordHash(id: UserId, hash: string): ResultAsync<void, NotFound | StorageError> {
    this.hashes.push({ userId: id, hash });
    return okAsync(undefined);
  }
  idsWithRoles(roles: readonly RoleName[]): ResultAsync<UserId[], StorageError> {
    return okAsync(this.accounts.filter((account) => account.active && roles.includes(account.role)).map((account) => account.userId));
  }
  existingIds(ids: readonly UserId[]): ResultAsync<UserId[], StorageError> {
    return okAsync(ids.filter((id) => this.accounts.some((account) => account.userId === id)));
  }
}

export class InMemoryNotifications implements NotificationRepository {
  readonly stored: (StoredNotification & { recipients: UserId[]; readBy: Set<UserId> })[] = [];
  create(message: OutgoingNotification, recipients: readonly UserId[], senderUserId: UserId | null, at: Date): ResultAsync<StoredNotification, NotFound | StorageError> {
    const row = { ...message, id: (this.stored.length + 1) as NotificationId, senderUserId, createdAt: at, recipients: [...new Set(recipients)], readBy: new Set<UserId>() };
    this.stored.push(row);
    return okAsync(row);
  }
  listForUser(userId: UserId): ResultAsync<ReceivedNotification[], StorageError> {
    return okAsync(this.stored.filter((row) => row.recipients.includes(userId)).reverse().map((row) => ({
      id: row.id, title: row.title, body: row.body, persistent: row.persistent, read: row.readBy.has(userId), recipientUserIds: [userId],
    })));
  }
  markRead(id: NotificationId, userId: UserId): ResultAsync<void, NotFound | StorageError> {
    const row = this.stored.find((candidate) => candidate.id === id && candidate.recipients.includes(userId));
    if (!row) return errAsync(notFound('notification'));
    row.readBy.add(userId);
    return okAsync(undefined);
  }
  find(id: NotificationId): ResultAsync<StoredNotification | null, StorageError> {
    return okAsync(this.stored.find((row) => row.id === id) ?? null);
  }
}
