import { ResultAsync, type Result } from 'neverthrow';
import type { Settings, StorageError } from '@rafdesk/core';
import { SHARED_READ_FRESH_MS, SharedRead } from './shared-read.js';

/** The settings as last read, shared by the requests of one process for {@link SHARED_READ_FRESH_MS} ({@link SharedRead}). */
export class SettingsCache {
  private readonly shared: SharedRead<Result<Settings, StorageError>>;

  constructor(freshMs: number = SHARED_READ_FRESH_MS) {
    this.shared = new SharedRead(freshMs);
  }

  read(load: () => ResultAsync<Settings, StorageError>): ResultAsync<Settings, StorageError> {
    return new ResultAsync(this.shared.read(load, (result) => result.isErr()));
  }

  /** Forgets the kept read: the next one goes to the database. */
  clear(): void {
    this.shared.clear();
  }
}
