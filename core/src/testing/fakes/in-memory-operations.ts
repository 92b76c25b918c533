import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { NotificationId, UserId } from '../../domain/ids.js';
import type { OutgoingNotification, ReceivedNotification } from '../../domain/notification.js';
import type { SignUpLookups } from '../../domain/program-selection.js';
import type { AuditFilter, AuditLog, AuditRecord } from '../../ports/repositories/audit-log.js';
import type { LookupRepository } from '../../ports/repositories/doctor-repository.js';
import { SENT_MAIL_BODY, type MailOutbox, type OutboxMessage } from '../../ports/repositories/mail-outbox.js';
import type { NotificationRepository, StoredNotification } from '../../ports/repositories/notification-repository.js';
import type { Page } from '../../ports/repositories/page.js';
import type { Settings, SettingsRepository } from '../../ports/repositories/settings-repository.js';
import { notFound, type NotFound, type StorageError } from '../../ports/repositories/storage-error.js';
import { foundOr, pageOf, sortedByKeys, type SortKey } from './fake-results.js';
import type { AuditSortField } from '../../ports/repositories/list-sort.js';

/** {@link SettingsRepository} in memory; starts out of maintenance with no payment year. */
export class InMemorySettingsRepository implements SettingsRepository {
  private settings: Settings = { maintenance: false, paymentYear: null, rafFactors: [] };

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

  setRafFactors(factors: Settings['rafFactors']): ResultAsync<void, StorageError> {
    this.settings = { ...this.settings, rafFactors: factors };
    return okAsync(undefined);
  }
}

// The trail's sortable columns as stored (the order of appending, as the database's id, breaks ties).
const AUDIT_ORDER: Record<AuditSortField, (entry: AuditRecord) => SortKey> = {
  at: (entry) => entry.at.getTime(), action: (entry) => entry.action, ip: (entry) => entry.ip, outcome: (entry) => entry.outcome,
};

/** {@link AuditLog} in memory; `entries` lets a test read the trail in order of appending. */
export class InMemoryAuditLog implements AuditLog {
  readonly entries: AuditRecord[] = [];

  append(entry: AuditRecord): ResultAsync<void, StorageError> {
    this.entries.push(entry);
    return okAsync(undefined);
  }

  list(filter: AuditFilter): ResultAsync<Page<AuditRecord>, StorageError> {
    const rows = this.entries.map((entry, index) => ({ entry, index }))
      .filter(({ entry }) => (filter.userId === null || entry.userId === filter.userId) && (filter.recordId === null || (entry.recordId ?? '').split(',').includes(filter.recordId))
        && (!filter.action || entry.action.startsWith(filter.action)) && (!filter.from || entry.at >= filter.from) && (!filter.before || entry.at < filter.before));
    const sort = filter.sort;
    const ordered = sort == null ? rows.sort((a, b) => b.entry.at.getTime() - a.entry.at.getTime() || b.index - a.index)
      : sortedByKeys(rows, ({ entry, index }) => [AUDIT_ORDER[sort.field](entry), index], sort.direction);
    return okAsync(pageOf(ordered.map(({ entry }) => entry), filter.window));
  }
}

/** {@link MailOutbox} in memory; `sent` records when each message went out. */
export class InMemoryMailOutbox implements MailOutbox {
  readonly messages: (OutboxMessage & { sentAt: Date | null; attempts: number })[] = [];

  enqueue(message: OutboxMessage): ResultAsync<void, StorageError> {
    this.messages.push({ ...message, sentAt: null, attempts: 0 });
    return okAsync(undefined);
  }

  pending(limit: number): ResultAsync<OutboxMessage[], StorageError> {
    return okAsync(this.messages.filter((message) => message.sentAt === null)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id)).slice(0, limit)
      .map(({ id, to, subject, text, html, createdAt }) => ({ id, to, subject, text, html, createdAt })));
  }

  markSent(id: string, at: Date): ResultAsync<void, NotFound | StorageError> {
    const index = this.messages.findIndex((message) => message.id === id);
    return foundOr(this.messages[index], 'mail').map((message) => {
      this.messages[index] = { ...message, text: SENT_MAIL_BODY, html: null, sentAt: at };
    });
  }

  markFailed(id: string): ResultAsync<void, NotFound | StorageError> {
    return foundOr(this.messages.find((message) => message.id === id), 'mail').map((message) => {
      message.attempts += 1;
    });
  }
}

/** {@link NotificationRepository} in memory; recipients must be accounts `knownUser` accepts. */
export class InMemoryNotificationRepository implements NotificationRepository {
  private readonly stored: (StoredNotification & { readAt: Map<UserId, Date> })[] = [];

  constructor(private readonly knownUser: (id: UserId) => boolean = () => true) {}

  /** Every stored notification in order of creation; lets a test read what was sent. */
  get sent(): StoredNotification[] {
    return this.stored.map(({ readAt: _readAt, ...notification }) => notification);
  }

  create(message: OutgoingNotification, recipients: readonly UserId[], senderUserId: UserId | null, at: Date): ResultAsync<StoredNotification, NotFound | StorageError> {
    const audience = [...new Set(recipients)];
    if (!audience.every(this.knownUser)) return errAsync(notFound('user'));
    const notification = { ...message, recipientUserIds: audience, id: (this.stored.length + 1) as NotificationId, senderUserId, createdAt: at };
    this.stored.push({ ...notification, readAt: new Map() });
    return okAsync(notification);
  }

  listForUser(userId: UserId): ResultAsync<ReceivedNotification[], StorageError> {
    return okAsync(this.stored.filter((item) => item.recipientUserIds.includes(userId))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((item) => ({ id: item.id, title: item.title, body: item.body, persistent: item.persistent, read: item.readAt.has(userId), recipientUserIds: [userId] })));
  }

  markRead(id: NotificationId, userId: UserId, at: Date): ResultAsync<void, NotFound | StorageError> {
    return foundOr(this.stored.find((item) => item.id === id && item.recipientUserIds.includes(userId)), 'notification').map((item) => {
      if (!item.readAt.has(userId)) item.readAt.set(userId, at);
    });
  }

  find(id: NotificationId): ResultAsync<StoredNotification | null, StorageError> {
    const item = this.stored.find((candidate) => candidate.id === id);
    if (item === undefined) return okAsync(null);
    const { readAt: _readAt, ...notification } = item;
    return okAsync(notification);
  }
}

const names = (list: readonly string[]) => list.map((name, index) => ({ id: index + 1, name }));

/** The lookups a fresh database is seeded with. */
export const DEFAULT_LOOKUPS: SignUpLookups = {
  billingPrograms: names(['Kareo', 'AdvancedMD', 'athenaCollector', 'eClinicalWorks', 'NextGen', 'Office Ally', 'Other']),
  recordPrograms: names(['eClinicalWorks', 'Practice Fusion', 'athenaClinicals', 'NextGen', 'Epic', 'Allscripts', 'Other']),
  services: names(['Codificación de diagnósticos', 'Facturación', 'Auditoría de expedientes', 'Adiestramiento del personal', 'Validación de RAF']),
};

/** {@link LookupRepository} in memory, with the lists it is given (by default those of a fresh database). */
export class InMemoryLookupRepository implements LookupRepository {
  constructor(private readonly lookups: SignUpLookups = DEFAULT_LOOKUPS) {}

  signUpLookups(): ResultAsync<SignUpLookups, StorageError> {
    return okAsync(this.lookups);
  }
}
