import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { openDatabase, openScratchDatabase, type Database, type DatabaseHandle } from '@rafdesk/adapters/persistence';
import { POSTGRES_REACHABLE, TEST_DATABASE_URL } from './database-harness.js';

/** Every column and index of the schema the migrations built, written without the schema's own name. */
async function describeSchema(db: Kysely<Database>): Promise<{ columns: string[]; indexes: string[] }> {
  const columns = await sql<{ line: string }>`
    select table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(is_identity, '') as line
    from information_schema.columns where table_schema = current_schema() order by table_name, column_name`.execute(db);
  const indexes = await sql<{ line: string }>`
    select replace(indexdef, schemaname || '.', '') as line from pg_indexes where schemaname = current_schema() order by indexname`.execute(db);
  return { columns: columns.rows.map((row) => row.line), indexes: indexes.rows.map((row) => row.line.replace(/"?[a-z_]+"?\.gin_trgm_ops/, 'gin_trgm_ops')) };
}

describe.skipIf(!POSTGRES_REACHABLE)('The migrations build the same schema on PGlite and PostgreSQL', () => {
  let pglite: DatabaseHandle;
  let postgres: DatabaseHandle;
  beforeAll(async () => {
    pglite = (await openDatabase({ memory: true }))._unsafeUnwrap();
    postgres = (await openScratchDatabase(TEST_DATABASE_URL))._unsafeUnwrap();
  });
  afterAll(async () => {
    await pglite?.close();
    await postgres?.close();
  });

  it('has the same tables, columns, types, nullability and indexes', async () => {
    const [embedded, server] = [await describeSchema(pglite.db), await describeSchema(postgres.db)];
    expect(embedded.columns.length).toBeGreaterThan(200);
    expect(server.columns).toEqual(embedded.columns);
    expect(server.indexes).toEqual(embedded.indexes);
  });

  it('keeps no GIN index with a pending list, which only a VACUUM would merge (PGlite runs none)', async () => {
    const gin = (await describeSchema(pglite.db)).indexes.filter((line) => / USING gin /.test(line));
    expect(gin.length).toBeGreaterThanOrEqual(6);
    for (const line of gin) expect(line).toMatch(/ WITH \(fastupdate=off\)( WHERE .*)?$/);
  });
});
