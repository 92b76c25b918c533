import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { serviceUnavailable, type AuditLog, type AuditRecord, type StorageError } from '@rafdesk/core';

/** An audit trail kept in an array; `failing` makes every append fail, as a broken store would. */
export class InMemoryAuditSink implements Pick<AuditLog, 'append'> {
  readonly entries: AuditRecord[] = [];
  failing = false;

  append(entry: AuditRecord): ResultAsync<void, StorageError> {
    if (this.failing) return errAsync(serviceUnavailable('audit store down'));
    this.entries.push(entry);
    return okAsync(undefined);
  }
}
