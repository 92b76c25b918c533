import {
  serviceUnavailable, type HubAuthenticator, type HubDelivery, type HubIdentity, type HubSendRequest, type NotificationId,
  type NotificationLoader, type NotificationSender, type NotificationSendError, type RoleName, type UserId,
} from '@rafdesk/core';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { randomBytes } from 'node:crypto';

interface Session {
  identity: HubIdentity;
  ended: boolean;
}

/** Issues opaque bearer tokens for test users and ends their sessions; the hub sees it only as a HubAuthenticator. */
export class FakeAuthority implements HubAuthenticator {
  private readonly tokens = new Map<string, Session>();
  private readonly sessions = new Map<string, Session>();
  /** Every token handed out, so tests can assert none of them reaches a log line. */
  readonly issued: string[] = [];

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** A token for `userId` with `role`; `sessionId` reuses a session (a new ticket of the same sign-in). */
  tokenFor(userId: number, role: RoleName, options: { lifetimeMs?: number; sessionId?: string } = {}): string {
    const token = `tok_${randomBytes(18).toString('base64url')}`;
    const sessionId = options.sessionId ?? `s_${randomBytes(6).toString('hex')}`;
    const existing = this.sessions.get(sessionId);
    const session = existing ?? { identity: { userId: String(userId), role, sessionId, expiresAt: new Date(this.now() + (options.lifetimeMs ?? 3_600_000)) }, ended: false };
    this.sessions.set(sessionId, session);
    this.tokens.set(token, session);
    this.issued.push(token);
    return token;
  }

  sessionOf(token: string): string {
    const session = this.tokens.get(token);
    if (!session) throw new Error('unknown test token');
    return session.identity.sessionId;
  }

  endSession(sessionId: string): void {
    const session = this.sessions.get(sessionId);
    if (session) session.ended = true;
  }

  authenticate(token: string): ResultAsync<HubIdentity | null, ReturnType<typeof serviceUnavailable>> {
    const session = this.tokens.get(token);
    if (!session || session.ended || session.identity.expiresAt.getTime() <= this.now()) return okAsync(null);
    return okAsync(session.identity);
  }

  sessionExpiry(sessionId: string) {
    const session = this.sessions.get(sessionId);
    return okAsync<Date | null, never>(!session || session.ended ? null : session.identity.expiresAt);
  }
}

/**
 * Stores notifications in memory and applies a small stand-in for core/access: InsuranceStaff may not
 * send, only Admin and Superuser may address roles, nobody may address user 13.
 */
export class InMemoryNotificationStore implements NotificationSender, NotificationLoader {
  private readonly rows = new Map<number, HubDelivery>();
  private nextId = 1;
  available = true;

  constructor(private readonly shared?: InMemoryNotificationStore) {}

  send(sender: HubIdentity, request: HubSendRequest): ResultAsync<HubDelivery, NotificationSendError> {
    if (this.shared) return this.shared.send(sender, request);
    if (!this.available) return errAsync(serviceUnavailable('store down'));
    const roleSender = sender.role === 'Admin' || sender.role === 'Superuser';
    if (sender.role === 'InsuranceStaff' || (request.byRole && !roleSender) || request.recipientUserIds.includes(13 as UserId)) {
      return errAsync({ kind: 'Forbidden' });
    }
    const id = this.nextId++ as NotificationId;
    const delivery: HubDelivery = {
      notification: { id, title: request.title, body: request.body, persistent: request.persistent, read: false, recipientUserIds: [...request.recipientUserIds] },
      audience: { userIds: request.recipientUserIds, roles: request.recipientRoles },
      senderUserId: request.anonymous ? null : (Number(sender.userId) as UserId),
    };
    this.rows.set(id, delivery);
    return okAsync(delivery);
  }

  load(id: NotificationId): ResultAsync<HubDelivery | null, ReturnType<typeof serviceUnavailable>> {
    if (this.shared) return this.shared.load(id);
    return okAsync(this.rows.get(id) ?? null);
  }

  /** The catch-up request of the web app: notifications for this user (or role) with an id above `after`. */
  since(userId: number, role: RoleName, after: number): HubDelivery[] {
    if (this.shared) return this.shared.since(userId, role, after);
    return [...this.rows.values()].filter((d) => d.notification.id > after
      && (d.audience.userIds.includes(userId as UserId) || d.audience.roles.includes(role)));
  }
}
