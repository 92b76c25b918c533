import type { ResultAsync } from 'neverthrow';
import { DEFAULT_PAYMENT_YEAR, PAYMENT_YEARS } from '../../raf/data/payment-year-manifest.js';
import type { SettingsRepository } from '../../ports/repositories/settings-repository.js';
import type { StorageError } from '../../ports/repositories/storage-error.js';

/** The payment year the portal works in: the setting, or the default year when none is chosen. Loads no engine. */
export function currentPaymentYear(settings: SettingsRepository): ResultAsync<number, StorageError> {
  return settings.get().map((current) => current.paymentYear ?? DEFAULT_PAYMENT_YEAR);
}

/** The portal's payment year and every year the engine scores: what a report or calculator offers to switch between. */
export interface PaymentYears {
  readonly current: number;
  readonly years: readonly number[];
}

/**
 * The payment year the portal works in (today's coding, or the administrator's setting) and the years the engine has
 * tables for, from the data's manifest: answering it loads neither the engine nor a table.
 */
export function paymentYears(ports: { readonly settings: SettingsRepository }): ResultAsync<PaymentYears, StorageError> {
  return currentPaymentYear(ports.settings).map((current) => ({ current, years: [...PAYMENT_YEARS] }));
}
