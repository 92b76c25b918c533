import { ResultAsync, type Result } from 'neverthrow';
import type { Settings, StorageError } from '@rafdesk/core';

// Every API call asks whether maintenance is on, and most ask the payment year too: two reads of the same three keys
// per request. Shared for a quarter of a second, they cost one read per quarter second under load; another process's
// change is seen within that time, a change made through this process at once.
export const SETTINGS_FRESH_MS = 250;

/**
 * The settings as last read, shared by the requests of one process for {@link SETTINGS_FRESH_MS}. Requests that ask
 * while a read is under way wait for that read. A failed read is not kept. Monotonic time, not the portal's clock:
 * a test's fixed clock would keep one read for ever.
 */
export class SettingsCache {
  private kept: { readonly at: number; readonly read: Promise<Result<Settings, StorageError>> } | null = null;

  constructor(private readonly freshMs: number = SETTINGS_FRESH_MS) {}

  read(load: () => ResultAsync<Settings, StorageError>): ResultAsync<Settings, StorageError> {
    const now = performance.now();
    if (this.kept === null || now - this.kept.at >= this.freshMs) {
      const kept = { at: now, read: Promise.resolve(load()) };
      this.kept = kept;
      void kept.read.then((result) => {
        if (result.isErr() && this.kept === kept) this.kept = null;
      });
    }
    return new ResultAsync(this.kept.read);
  }

  /** Forgets the kept read: the next one goes to the database. */
  clear(): void {
    this.kept = null;
  }
}
