import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar-date.js';
import type { UserId } from '../../domain/ids.js';
import type { AuditRecord } from '../../ports/repositories/audit-log.js';
import type { Page, PageWindow } from '../../ports/repositories/page.js';
import type { AuditSortField, ListSort } from '../../ports/repositories/list-sort.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';
import { validationFailed, type ValidationFailed } from '../../validation/validation-failed.js';
import type { AppPorts } from '../app-ports.js';
import { normaliseUserName } from '../auth/sign-in-with-password.js';

/** One audit line as the viewer shows it: the line plus the user name of whoever acted (null once the account is gone). */
export interface AuditEntry extends AuditRecord {
  readonly userName: string | null;
}

/** What the audit viewer filters by; each part is optional and all given parts must hold. */
export interface AuditQuery extends PageWindow {
  readonly userName: string | null;
  /** A record id (a patient's record, a user's id…): lines of that record, list reads that handed it out included. */
  readonly recordId: string | null;
  /** An action or its start (`patients`, `users.create`). */
  readonly action: string | null;
  /** First and last calendar day (UTC), both included. */
  readonly fromDate: IsoDate | null;
  readonly toDate: IsoDate | null;
  /** One of the trail's stored columns, over every filtered line; newest first when null. */
  readonly sort?: ListSort<AuditSortField> | null;
}

export const AUDIT_DATE_ORDER_MESSAGE = 'must not be before the From date';

const DAY_MS = 86_400_000;
const startOf = (date: IsoDate) => new Date(`${date}T00:00:00.000Z`);

type AuditPorts = Pick<AppPorts, 'auditLog' | 'users'>;

/**
 * The audit trail for an administrator answering "who read or changed this patient's data, when, from where, and did
 * it succeed": newest first, filtered by user, record, action and days. An unknown user name finds nothing (it is not
 * an error: the account may be gone while its lines stay).
 */
export function auditTrail(ports: AuditPorts, query: AuditQuery): ResultAsync<Page<AuditEntry>, ValidationFailed | StorageError> {
  if (query.fromDate !== null && query.toDate !== null && query.toDate < query.fromDate) {
    return errAsync(validationFailed([{ field: 'toDate', message: AUDIT_DATE_ORDER_MESSAGE }]));
  }
  const actor = query.userName === null
    ? okAsync<string | null | undefined, StorageError>(null)
    : ports.users.findSignInAccount(normaliseUserName(query.userName)).map((account) => (account === null ? undefined : String(account.userId)));
  return actor.andThen((userId): ResultAsync<Page<AuditEntry>, StorageError> => {
    if (userId === undefined) return okAsync({ items: [], totalCount: 0 });
    return ports.auditLog.list({
      userId, recordId: query.recordId, action: query.action,
      from: query.fromDate === null ? null : startOf(query.fromDate),
      before: query.toDate === null ? null : new Date(startOf(query.toDate).getTime() + DAY_MS),
      window: { pageNumber: query.pageNumber, pageSize: query.pageSize }, sort: query.sort ?? null,
    }).andThen((page) => withUserNames(ports, page));
  });
}

function withUserNames(ports: AuditPorts, page: Page<AuditRecord>): ResultAsync<Page<AuditEntry>, StorageError> {
  const ids = [...new Set(page.items.map((entry) => entry.userId).filter((id) => /^\d+$/.test(id)))];
  return ResultAsync.combine(ids.map((id) => ports.users.findById(Number(id) as UserId).map((user) => [id, user?.userName ?? user?.documentId ?? null] as const)))
    .map((pairs) => {
      const names = new Map(pairs);
      return { totalCount: page.totalCount, items: page.items.map((entry) => ({ ...entry, userName: names.get(entry.userId) ?? null })) };
    });
}
