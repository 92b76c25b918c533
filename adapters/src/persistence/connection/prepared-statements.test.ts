import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEST_DATABASE_URL, probePostgres } from '../scratch-database.js';
import { MAX_PREPARED_PARAMETERS, MAX_PREPARED_PER_CONNECTION, preparingPool } from './prepared-statements.js';

const probe = await probePostgres(DEFAULT_TEST_DATABASE_URL);
const unreachable = probe.reachable ? null : probe.reason;
if (unreachable !== null) console.warn(`skipping the prepared-statement tests: 127.0.0.1:5432 database test is unreachable (${unreachable})`);

const schema = `rafdesk_prepared_${randomBytes(4).toString('hex')}`;
const pools: pg.Pool[] = [];

/** A pool of one fresh connection: what one test prepares is never seen by the next. */
function aPool(): pg.Pool {
  const pool = new pg.Pool({ connectionString: DEFAULT_TEST_DATABASE_URL, max: 1, options: `-c search_path=${schema}` });
  pools.push(pool);
  return pool;
}

/** Runs `use` on one fresh connection of a preparing pool and gives the connection back, whatever happens. */
async function onOneConnection(use: (client: PostgresPoolClient) => Promise<void>): Promise<void> {
  const client = await preparingPool(aPool()).connect();
  try {
    await use(client);
  } finally {
    client.release();
  }
}

/** The statements this connection keeps prepared, read without preparing one more. */
async function preparedOn(client: PostgresPoolClient): Promise<string[]> {
  const result = await client.query<{ statement: string }>('select statement from pg_prepared_statements order by prepare_time', []);
  return result.rows.map((row) => row.statement);
}

describe.skipIf(unreachable !== null)('a preparing pool on PostgreSQL', () => {
  beforeAll(async () => {
    const pool = aPool();
    await pool.query(`create schema ${schema}`);
    await pool.query(`create table ${schema}.item (id int primary key, name text not null)`);
    await pool.query(`insert into ${schema}.item select n, 'item ' || n from generate_series(1, 20) n`);
  });
  afterAll(async () => {
    await aPool().query(`drop schema if exists ${schema} cascade`);
    await Promise.all(pools.map((pool) => pool.end()));
  });

  it('prepares a text with parameters once and answers every call of it', async () => {
    await onOneConnection(async (client) => {
      const text = 'select name from item where id = $1';
      const names = [];
      for (const id of [3, 7, 3]) names.push((await client.query<{ name: string }>(text, [id])).rows[0]?.name);
      expect(names).toEqual(['item 3', 'item 7', 'item 3']);
      expect(await preparedOn(client)).toEqual([text]);
    });
  });

  it('plans searches on every call: their best plan depends on the pattern', async () => {
    await onOneConnection(async (client) => {
      expect((await client.query<{ n: number }>('select count(*)::int as n from item where name ilike $1', ['%1%'])).rows[0]?.n).toBe(11);
      expect((await client.query<{ n: number }>("select count(*)::int as n from item where to_tsvector('simple', name) @@ to_tsquery('simple', $1)", ['item'])).rows[0]?.n).toBe(20);
      expect(await preparedOn(client)).toEqual([]);
    });
  });

  it('runs texts without parameters, or with a long list of them, unnamed', async () => {
    await onOneConnection(async (client) => {
      await client.query('select count(*) from item', []);
      const ids = Array.from({ length: MAX_PREPARED_PARAMETERS + 1 }, (_, index) => index + 1);
      const text = `select count(*)::int as n from item where id in (${ids.map((_, index) => `$${index + 1}`).join(', ')})`;
      expect((await client.query<{ n: number }>(text, ids)).rows[0]?.n).toBe(20);
      expect(await preparedOn(client)).toEqual([]);
    });
  });

  it('keeps at most its limit of statements on a connection and still answers the texts past it', async () => {
    await onOneConnection(async (client) => {
      const answers = [];
      for (let k = 0; k < MAX_PREPARED_PER_CONNECTION + 5; k += 1) {
        answers.push((await client.query<{ n: number }>(`select $1::int + ${k} as n`, [1])).rows[0]?.n);
      }
      expect(answers.at(-1)).toBe(MAX_PREPARED_PER_CONNECTION + 5);
      expect((await preparedOn(client)).length).toBe(MAX_PREPARED_PER_CONNECTION);
    });
  });

  it('reports a plan the server refuses after a table changed, then prepares the text afresh', async () => {
    await onOneConnection(async (client) => {
      const text = 'select * from item where id = $1';
      expect((await client.query(text, [1])).rows[0]).toEqual({ id: 1, name: 'item 1' });
      await client.query(`alter table ${schema}.item add column note text`, []);
      await expect(client.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
      expect((await client.query(text, [1])).rows[0]).toEqual({ id: 1, name: 'item 1', note: null });
      await client.query(`alter table ${schema}.item drop column if exists note`, []);
    });
  });

  it('serves Kysely, transactions included', async () => {
    const db = new Kysely<{ item: { id: number; name: string } }>({ dialect: new PostgresDialect({ pool: preparingPool(aPool()) }) });
    expect((await db.selectFrom('item').select('name').where('id', '=', 5).executeTakeFirst())?.name).toBe('item 5');
    await expect(db.transaction().execute(async (trx) => {
      await trx.updateTable('item').set({ name: 'renamed' }).where('id', '=', 5).execute();
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect((await db.selectFrom('item').select('name').where('id', '=', 5).executeTakeFirst())?.name).toBe('item 5');
    const prepared = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(db);
    expect(prepared.rows[0]?.n).toBe(2);
  });
});
