import type { ResultAsync } from 'neverthrow';
import type { RafEngine } from '../../coding/raf-engine.js';
import type { SettingsRepository } from '../../ports/repositories/settings-repository.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';

/** The payment year the portal works in: the setting, or the engine's default year when none is chosen. */
export function currentPaymentYear(settings: SettingsRepository, engine: Pick<RafEngine, 'DEFAULT_PAYMENT_YEAR'>): ResultAsync<number, StorageError> {
  return settings.get().map((current) => current.paymentYear ?? engine.DEFAULT_PAYMENT_YEAR);
}
