import { describe, expect, it } from 'vitest';
import { InMemorySingleUseLedger } from './in-memory-single-use-ledger.js';

describe('InMemorySingleUseLedger', () => {
  it('lets a value be consumed once and forgets it only after it expired', async () => {
    let now = 1_000_000;
    const ledger = new InMemorySingleUseLedger({ now: () => new Date(now) });
    const until = new Date(now + 60_000);
    expect((await ledger.consume('ticket-1', until))._unsafeUnwrap()).toBe(true);
    expect((await ledger.consume('ticket-1', until))._unsafeUnwrap()).toBe(false);
    expect((await ledger.consume('ticket-2', until))._unsafeUnwrap()).toBe(true);
    now += 60_000;
    expect((await ledger.consume('ticket-1', until))._unsafeUnwrap()).toBe(false);
    now += 1;
    expect((await ledger.consume('ticket-1', new Date(now + 60_000)))._unsafeUnwrap()).toBe(true);
  });
});
