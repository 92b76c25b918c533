import { okAsync, type ResultAsync } from 'neverthrow';
import type { Clock, ServiceUnavailable, SingleUseLedger } from '@rafdesk/core';

/**
 * A single-use ledger for one server process. Enough when one process redeems every ticket; several
 * processes behind a load balancer need a ledger in the shared database instead.
 */
export class InMemorySingleUseLedger implements SingleUseLedger {
  private readonly spent = new Map<string, number>();

  constructor(private readonly clock: Clock) {}

  consume(id: string, keepUntil: Date): ResultAsync<boolean, ServiceUnavailable> {
    this.forgetExpired();
    if (this.spent.has(id)) return okAsync(false);
    this.spent.set(id, keepUntil.getTime());
    return okAsync(true);
  }

  private forgetExpired(): void {
    const now = this.clock.now().getTime();
    for (const [id, until] of this.spent) if (until < now) this.spent.delete(id);
  }
}
