import { sql, type Kysely } from 'kysely';
import type { Database } from '../database.js';

// A PostgreSQL server's autovacuum keeps the planner's statistics in step with the tables. PGlite runs none: a practice
// that grew after its folder was made was planned without statistics, row counts guessed and joins chosen blind.
// `rafdesk serve` on PGlite analyses the tables itself, once as it starts and again whenever enough rows changed.
export const ANALYZE_CHECK_MS = 5 * 60_000;
export const ANALYZE_AFTER_CHANGED_ROWS = 1_000;

/** Keeps PGlite's planner statistics fresh until stopped. */
export interface StatisticsKeeper {
  /** Stops checking and waits for an analysis under way, so the database can be closed after. */
  stop(): Promise<void>;
}

/** Rows inserted, updated or deleted since their table was last analysed (counted by this process: PGlite's counters start with it). */
export async function rowsChangedSinceAnalyze(db: Kysely<Database>): Promise<number> {
  // The counters are published when the session goes idle: the ones of the last queries land by the next check.
  await sql`select pg_stat_force_next_flush()`.execute(db);
  const result = await sql<{ changed: string | null }>`
    select sum(n_mod_since_analyze)::text as changed from pg_stat_user_tables where schemaname = current_schema()`.execute(db);
  return Number(result.rows[0]?.changed ?? 0);
}

/**
 * Analyses every table now, then every `checkMs` when at least `afterChangedRows` rows changed. Queries go through
 * `db`, so an analysis waits its turn behind a transaction instead of running inside it. A failed analysis is reported
 * to `onError` and tried again at the next check; the portal serves on.
 */
export async function keepPgliteStatistics(
  db: Kysely<Database>,
  options: { readonly checkMs?: number; readonly afterChangedRows?: number; readonly onError?: (error: unknown) => void } = {},
): Promise<StatisticsKeeper> {
  const afterChangedRows = options.afterChangedRows ?? ANALYZE_AFTER_CHANGED_ROWS;
  let first = true;
  const check = async () => {
    try {
      if (first || (await rowsChangedSinceAnalyze(db)) >= afterChangedRows) await sql`analyze`.execute(db);
      first = false;
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
