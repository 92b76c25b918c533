import type { ResultAsync } from 'neverthrow';
import type { UserId } from '../../domain/ids.js';
import type { FactorSetting } from '../../raf/data/payment-years.js';
import type { StorageError } from './storage-error.js';

/**
 * Site-wide settings. `paymentYear` null means "not chosen": the default year applies. `rafFactors` are an
 * administrator's values for payment-year factors no CMS publication we hold confirms.
 */
export interface Settings {
  readonly maintenance: boolean;
  readonly paymentYear: number | null;
  readonly rafFactors: readonly FactorSetting[];
}

/** Settings shared by every server process. */
export interface SettingsRepository {
  get(): ResultAsync<Settings, StorageError>;
  setMaintenance(on: boolean, by: UserId | null, at: Date): ResultAsync<void, StorageError>;
  setPaymentYear(year: number, by: UserId | null, at: Date): ResultAsync<void, StorageError>;
  /** Replaces the administrator's factor values (one per year and factor). */
  setRafFactors(factors: readonly FactorSetting[], by: UserId | null, at: Date): ResultAsync<void, StorageError>;
}
