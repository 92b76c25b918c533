import { sql, type Kysely } from 'kysely';
import type { Database } from '../database.js';

// A PostgreSQL server's autovacuum keeps the planner's statistics in step with the tables, reclaims the rows updates and
// deletes leave behind and marks the pages every transaction sees (the visibility map). PGlite runs none: a practice
// that grew after its folder was made was planned without statistics, row counts guessed and joins chosen blind; dead
// rows were never reclaimed; and an index-only scan read every row's page too (a 10-row page at offset 9,990 of 30,000
// patients: 46 ms, 17 ms once vacuumed). `rafdesk serve` on PGlite vacuums and analyses those tables itself, as it
// starts and every few minutes.
export const ANALYZE_CHECK_MS = 5 * 60_000;
export const ANALYZE_AFTER_CHANGED_ROWS = 1_000;

/** Keeps PGlite's planner statistics fresh and its tables vacuumed until stopped. */
export interface StatisticsKeeper {
  /** Stops checking and waits for a vacuum or analysis under way, so the database can be closed after. */
  stop(): Promise<void>;
}

/**
 * The tables whose statistics are out of date: never analysed, grown or shrunk by more than a tenth (and 8 pages) since
 * their statistics were taken, or with `afterChangedRows` rows changed since (counted by this process: PGlite's
 * counters start with it, while the page count kept with the statistics lasts across restarts).
 */
export async function staleTables(db: Kysely<Database>, afterChangedRows: number): Promise<string[]> {
  // The counters are published when the session goes idle: the ones of the last queries land by the next check.
  await sql`select pg_stat_force_next_flush()`.execute(db);
  const result = await sql<{ name: string }>`
    select c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_stat_user_tables s on s.relid = c.oid
    where c.relkind = 'r' and n.nspname = current_schema()
      and (c.reltuples < 0
        or coalesce(s.n_mod_since_analyze, 0) >= ${afterChangedRows}
        or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages) > greatest(c.relpages / 10, 8))
    order by c.relname`.execute(db);
  return result.rows.map((row) => row.name);
}

/**
 * The tables of at least 8 pages that half of are not marked visible to every transaction (never vacuumed since they
 * were filled), or with `afterChangedRows` dead rows (counted by this process).
 */
export async function unvacuumedTables(db: Kysely<Database>, afterChangedRows: number): Promise<string[]> {
  const result = await sql<{ name: string }>`
    select c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_stat_user_tables s on s.relid = c.oid
    where c.relkind = 'r' and n.nspname = current_schema()
      and ((c.relpages >= 8 and c.relallvisible < c.relpages / 2) or coalesce(s.n_dead_tup, 0) >= ${afterChangedRows})
    order by c.relname`.execute(db);
  return result.rows.map((row) => row.name);
}

/**
 * Vacuums and analyses the {@link staleTables}, and vacuums the other {@link unvacuumedTables}, now and again every
 * `checkMs`. Queries go through `db`, so a vacuum waits its turn behind a transaction instead of running inside it (which
 * it cannot). A failure is reported to `onError` and tried again at the next check; the portal serves on.
 */
export async function keepPgliteStatistics(
  db: Kysely<Database>,
  options: { readonly checkMs?: number; readonly afterChangedRows?: number; readonly onError?: (error: unknown) => void } = {},
): Promise<StatisticsKeeper> {
  const afterChangedRows = options.afterChangedRows ?? ANALYZE_AFTER_CHANGED_ROWS;
  const check = async () => {
    try {
      const stale = await staleTables(db, afterChangedRows);
      // The catalogue, analysed by its own bulk load, is left alone unless it changed: analysing it costs PGlite 50 MB.
      if (stale.length > 0) await sql`vacuum (analyze) ${sql.join(stale.map((table) => sql.id(table)))}`.execute(db);
      const unvacuumed = (await unvacuumedTables(db, afterChangedRows)).filter((table) => !stale.includes(table));
      if (unvacuumed.length > 0) await sql`vacuum ${sql.join(unvacuumed.map((table) => sql.id(table)))}`.execute(db);
    } catch (error) {
      options.onError?.(error);
    }
  };
  await check();
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= check().finally(() => {
      running = null;
    });
  }, options.checkMs ?? ANALYZE_CHECK_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
