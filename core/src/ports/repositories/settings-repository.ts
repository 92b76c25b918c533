import type { ResultAsync } from 'neverthrow';
import type { UserId } from '../../domain/ids.js';
import type { StorageError } from './storage-error.js';

/** Site-wide settings. `paymentYear` null means "not chosen": the default year applies. */
export interface Settings {
  readonly maintenance: boolean;
  readonly paymentYear: number | null;
}

/** Settings shared by every server process. */
export interface SettingsRepository {
  get(): ResultAsync<Settings, StorageError>;
  setMaintenance(on: boolean, by: UserId | null, at: Date): ResultAsync<void, StorageError>;
  setPaymentYear(year: number, by: UserId | null, at: Date): ResultAsync<void, StorageError>;
}
