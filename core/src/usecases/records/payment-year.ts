import type { ResultAsync } from 'neverthrow';
import { loadRafEngine, type RafEngine } from '../../coding/raf-engine.js';
import type { SettingsRepository } from '../../ports/repositories/settings-repository.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';

/** The payment year the portal works in: the setting, or the engine's default year when none is chosen. */
export function currentPaymentYear(settings: SettingsRepository, engine: Pick<RafEngine, 'DEFAULT_PAYMENT_YEAR'>): ResultAsync<number, StorageError> {
  return settings.get().map((current) => current.paymentYear ?? engine.DEFAULT_PAYMENT_YEAR);
}

/** The portal's payment year and every year the engine scores: what a report or calculator offers to switch between. */
export interface PaymentYears {
  readonly current: number;
  readonly years: readonly number[];
}

/** The payment year the portal works in (today's coding, or the administrator's setting) and the years the engine has tables for. */
export function paymentYears(ports: { readonly settings: SettingsRepository }): ResultAsync<PaymentYears, StorageError> {
  return loadRafEngine().andThen((engine) => currentPaymentYear(ports.settings, engine).map((current) => ({ current, years: [...engine.PAYMENT_YEARS] })));
}
