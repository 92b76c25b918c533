import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { ResultAsync } from 'neverthrow';
import { AUDIT_CHAIN_GENESIS } from '@rafdesk/core';
import { openDatabase, type DatabaseHandle, type DatabaseOpenError } from './open-database.js';
import { TABLES_IN_DEPENDENCY_ORDER, type Database } from './database.js';
import type { Kysely } from 'kysely';

/** The PostgreSQL server the test suites use unless `TEST_DATABASE_URL` names another. */
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Whether a PostgreSQL server answers at `url` within `timeoutMs`; the reason when it does not. */
export async function probePostgres(url: string, timeoutMs = 2000): Promise<{ reachable: true } | { reachable: false; reason: string }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return { reachable: true };
  } catch (error) {
    return { reachable: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A migrated database in a schema of its own on the server at `url`, so parallel test runs never meet.
 * `close()` drops the schema with everything in it.
 */
export function openScratchDatabase(url: string): ResultAsync<DatabaseHandle, DatabaseOpenError> {
  const schema = `rafdesk_scratch_${process.pid}_${randomBytes(4).toString('hex')}`;
  return openDatabase({ url, schema, maxConnections: 4 }).map((handle) => ({
    ...handle,
    async close() {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(handle.db).catch(() => undefined);
      await handle.close();
    },
  }));
}

/** Tables whose rows the migrations seed; {@link resetDatabase} keeps them. */
const SEEDED_TABLES: readonly string[] = ['role', 'billing_program', 'record_program', 'service_option'];

/**
 * Empties every table except the seeded lookups and restores the default settings: a clean slate between tests.
 * Row deletes, not TRUNCATE: on small tables they take microseconds where TRUNCATE rewrites every table file.
 */
export async function resetDatabase(db: Kysely<Database>): Promise<void> {
  const tables = TABLES_IN_DEPENDENCY_ORDER.filter((table) => !SEEDED_TABLES.includes(table) && table !== 'audit_log' && table !== 'audit_chain').reverse();
  await db.transaction().execute(async (trx) => {
    // RADV packs and their files refuse row deletes (kept unchanged); a test's clean slate truncates them.
    if (await trx.selectFrom('radv_pack_object').select('key').limit(1).executeTakeFirst() ?? await trx.selectFrom('radv_pack').select('audit_id').limit(1).executeTakeFirst()) {
      await sql`truncate table radv_pack_object, radv_pack`.execute(trx);
    }
    for (const table of tables.filter((name) => name !== 'radv_pack' && name !== 'radv_pack_object')) await trx.deleteFrom(table).execute();
    // The audit log refuses row deletes and TRUNCATE by trigger; a test's clean slate lifts the TRUNCATE trigger for
    // this transaction only (as the table's owner) and starts the chain again.
    if (await trx.selectFrom('audit_log').select('id').limit(1).executeTakeFirst()) {
      await sql`alter table audit_log disable trigger audit_log_no_truncate`.execute(trx);
      await sql`truncate table audit_log`.execute(trx);
      await sql`alter table audit_log enable trigger audit_log_no_truncate`.execute(trx);
    }
    await trx.updateTable('audit_chain').set({ head: AUDIT_CHAIN_GENESIS }).execute();
    await trx.insertInto('setting').values({ key: 'maintenance', value: 'false' }).execute();
  });
}
