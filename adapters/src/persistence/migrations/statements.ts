import { sql, type Kysely } from 'kysely';

/**
 * Runs DDL one statement at a time: PGlite's extended protocol (and pg with parameters)
 * refuses several commands in one query.
 */
export async function runStatements(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** The advisory lock key that serializes creating pg_trgm across migrators ('trgm' in ASCII). */
const TRIGRAM_LOCK_KEY = 0x7472676d;

/**
 * Makes sure pg_trgm exists and returns its operator class qualified by the schema it lives in, so trigram
 * indexes work whatever the search path (the test harness migrates into throw-away schemas).
 */
export async function trigramOperatorClass(db: Kysely<unknown>): Promise<string> {
  // Migrators of several schemas on one server (the test files run side by side) would otherwise race on the
  // extension's catalogue row: 'if not exists' does not see another transaction's uncommitted create, and the loser
  // fails on the unique index. The lock is the transaction's, so the second waits for the first's commit and finds it.
  await sql`select pg_advisory_xact_lock(${TRIGRAM_LOCK_KEY})`.execute(db);
  const installed = await extensionSchema(db);
  if (installed === null) await sql.raw('create extension if not exists pg_trgm with schema public').execute(db);
  const schema = installed ?? (await extensionSchema(db)) ?? 'public';
  return `${quoteIdentifier(schema)}.gin_trgm_ops`;
}

async function extensionSchema(db: Kysely<unknown>): Promise<string | null> {
  const result = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  return result.rows[0]?.schema ?? null;
}

/** Double-quotes an SQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Quotes a text literal for seed statements written in code (never used with outside input). */
export function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
