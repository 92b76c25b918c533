import { describe, expect, it } from 'vitest';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { serviceUnavailable, type Settings, type StorageError } from '@rafdesk/core';
import { SettingsCache } from './settings-cache.js';

const settings = (paymentYear: number): Settings => ({ maintenance: false, paymentYear, rafFactors: [] });

/** A loader that answers the queued outcomes in turn and counts its calls. */
function loader(...outcomes: (Settings | StorageError)[]) {
  const calls = { count: 0 };
  const load = (): ResultAsync<Settings, StorageError> => {
    const outcome = outcomes[Math.min(calls.count++, outcomes.length - 1)] as Settings | StorageError;
    return 'kind' in outcome ? errAsync(outcome) : okAsync(outcome);
  };
  return { load, calls };
}

describe('SettingsCache', () => {
  it('answers the requests of its window from one read, concurrent ones included', async () => {
    const cache = new SettingsCache(60_000);
    const { load, calls } = loader(settings(2026), settings(2027));
    const answers = await Promise.all([cache.read(load), cache.read(load), cache.read(load)]);
    expect(answers.map((answer) => answer._unsafeUnwrap().paymentYear)).toEqual([2026, 2026, 2026]);
    expect((await cache.read(load))._unsafeUnwrap().paymentYear).toBe(2026);
    expect(calls.count).toBe(1);
  });

  it('reads again once cleared (a change made through this process)', async () => {
    const cache = new SettingsCache(60_000);
    const { load, calls } = loader(settings(2026), settings(2027));
    await cache.read(load);
    cache.clear();
    expect((await cache.read(load))._unsafeUnwrap().paymentYear).toBe(2027);
    expect(calls.count).toBe(2);
  });

  it("reads again when the window has passed (another process's change)", async () => {
    const cache = new SettingsCache(20);
    const { load, calls } = loader(settings(2026), settings(2027));
    await cache.read(load);
    await new Promise((done) => setTimeout(done, 40));
    expect((await cache.read(load))._unsafeUnwrap().paymentYear).toBe(2027);
    expect(calls.count).toBe(2);
  });

  it('keeps no failed read: the next request asks the database again', async () => {
    const cache = new SettingsCache(60_000);
    const { load, calls } = loader(serviceUnavailable('storage 08006'), settings(2027));
    expect((await cache.read(load)).isErr()).toBe(true);
    expect((await cache.read(load))._unsafeUnwrap().paymentYear).toBe(2027);
    expect(calls.count).toBe(2);
  });
});
