import { sql, type Kysely } from 'kysely';
import type { Database } from '../database.js';

/** A limited key's window after one more hit: the hits in it, and how long until it ends. */
export interface RateLimitHit {
  readonly hits: number;
  readonly resetInMs: number;
}

/** Counts hits per key in fixed windows, in the database every process of a site shares. */
export interface SharedRateLimitCounter {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
}

/** Windows that ended this long ago are deleted, at most once an hour per process. */
const PURGE_AFTER_MS = 86_400_000;
const PURGE_EVERY_MS = 3_600_000;

/**
 * Rate-limit windows in `rate_limit_window`: one statement per hit, which starts a key's window, counts in it, or
 * starts it again once it has ended, by the database's clock, so processes whose clocks differ count the same window.
 */
export function createRateLimitCounter(db: Kysely<Database>, now: () => number = Date.now): SharedRateLimitCounter {
  let purgedAt = 0;
  return {
    async hit(key, windowMs) {
      const window = sql`make_interval(secs => ${windowMs / 1000})`;
      const { rows } = await sql<{ hits: number; reset_ms: number }>`
        insert into rate_limit_window as w (key, started_at, hits) values (${key}, now(), 1)
        on conflict (key) do update set
          hits = case when w.started_at <= now() - ${window} then 1 else w.hits + 1 end,
          started_at = case when w.started_at <= now() - ${window} then now() else w.started_at end
        returning w.hits, (extract(epoch from (w.started_at + ${window} - now())) * 1000)::float8 as reset_ms`.execute(db);
      const row = rows[0];
      if (now() - purgedAt >= PURGE_EVERY_MS) {
        purgedAt = now();
        await sql`delete from rate_limit_window where started_at < now() - make_interval(secs => ${PURGE_AFTER_MS / 1000})`.execute(db);
      }
      return { hits: Number(row?.hits ?? 1), resetInMs: Math.max(0, Math.ceil(Number(row?.reset_ms ?? windowMs))) };
    },
  };
}
