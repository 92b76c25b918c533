import { ResultAsync, type Result } from 'neverthrow';
import type { AuditRecord, StorageError } from '@rafdesk/core';

// Every signed-in read writes its audit line before it is answered: one INSERT and one commit per request, a fifth of
// a list page's queries. Lines that arrive while a batch is being written wait and go together in the next one.
export const AUDIT_BATCH_MOST = 500;

type Waiting = { readonly entry: AuditRecord; readonly settle: (result: Result<void, StorageError>) => void };

/**
 * Appends audit lines in batches (group commit): the lines of the requests of one moment are written by one INSERT,
 * and each caller's append settles when its own batch is committed, with that batch's outcome. A read is therefore
 * still answered only once its line is stored, and a failed batch fails every request in it.
 */
export class AuditBatch {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(private readonly write: (entries: readonly AuditRecord[]) => PromiseLike<Result<void, StorageError>>) {}

  append(entry: AuditRecord): ResultAsync<void, StorageError> {
    const settled = new Promise<Result<void, StorageError>>((settle) => {
      this.waiting.push({ entry, settle });
    });
    if (!this.writing) {
      this.writing = true;
      // Started as soon as the caller yields; the lines that come while it writes make up the next batch.
      queueMicrotask(() => void this.drain());
    }
    return new ResultAsync(settled);
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, AUDIT_BATCH_MOST);
      const result = await this.write(batch.map((waiting) => waiting.entry));
      for (const waiting of batch) waiting.settle(result);
    }
    this.writing = false;
  }
}
