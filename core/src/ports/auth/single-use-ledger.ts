import type { ResultAsync } from 'neverthrow';
import type { ServiceUnavailable } from './service-unavailable.js';

/**
 * Remembers which single-use values (hub tickets) were already redeemed. Shared by every server
 * process that can redeem them, so a ticket cannot be replayed against a second process.
 */
export interface SingleUseLedger {
  /**
   * `ok(true)` the first time `id` is consumed and `ok(false)` on every later call until
   * `keepUntil`; after that the entry may be forgotten (the value has expired by then anyway).
   */
  consume(id: string, keepUntil: Date): ResultAsync<boolean, ServiceUnavailable>;
}
