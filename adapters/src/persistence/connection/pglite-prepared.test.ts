import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparingPglite } from './pglite-prepared.js';

describe('PGlite queries as named prepared statements', () => {
  let raw: PGlite;
  let client: PGlite;
  beforeAll(async () => {
    raw = await PGlite.create('memory://');
    client = preparingPglite(raw);
    await raw.exec(`create table probe (id integer primary key, name text not null, at timestamptz, flag boolean, tags text[], body jsonb)`);
  });
  afterAll(async () => {
    await raw.close();
  });

  const prepared = async () => (await raw.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')).rows.map((row) => row.statement);

  it('answers as PGlite\'s own query does, for every kind of value, and keeps the text prepared', async () => {
    const insert = 'insert into probe (id, name, at, flag, tags, body) values ($1, $2, $3, $4, $5, $6) returning *';
    const at = new Date('2026-11-28T10:00:00.000Z');
    const first = await client.query<Record<string, unknown>>(insert, [1, 'Ana "Zeta"', at, true, ['a', 'b,c'], { k: [1, 2] }]);
    const second = await raw.query<Record<string, unknown>>(insert, [2, 'Ana "Zeta"', at, true, ['a', 'b,c'], { k: [1, 2] }]);
    expect({ ...first.rows[0], id: 0 }).toEqual({ ...second.rows[0], id: 0 });
    expect(first.affectedRows).toBe(1);
    expect(first.fields).toEqual(second.fields);
    const select = 'select * from probe where id = $1 or name = $2 order by id';
    expect((await client.query(select, [1, null])).rows).toEqual((await raw.query(select, [1, null])).rows);
    expect(await prepared()).toEqual(expect.arrayContaining([insert, select]));
  });

  it('reports an error with its SQL state, and the client goes on working, inside a transaction too', async () => {
    const insert = 'insert into probe (id, name) values ($1, $2)';
    await client.query(insert, [10, 'first']);
    await expect(client.query(insert, [10, 'again'])).rejects.toMatchObject({ code: '23505' });
    await expect(client.query('select * from nowhere where id = $1', [1])).rejects.toMatchObject({ code: '42P01' });
    expect((await client.query('select name from probe where id = $1', [10])).rows).toEqual([{ name: 'first' }]);

    await client.query('begin');
    await client.query(insert, [11, 'rolled back']);
    expect(raw.isInTransaction()).toBe(true);
    await expect(client.query(insert, [11, 'twice'])).rejects.toMatchObject({ code: '23505' });
    await expect(client.query('select name from probe where id = $1', [10])).rejects.toMatchObject({ code: '25P02' });
    await client.query('rollback');
    expect(raw.isInTransaction()).toBe(false);
    expect((await client.query('select count(*)::int as n from probe where id = $1', [11])).rows).toEqual([{ n: 0 }]);
  });

  it('prepares a text again when a table\'s columns changed under its plan', async () => {
    const select = 'select * from probe where id = $1';
    await client.query(select, [1]);
    await raw.exec('alter table probe add column extra text');
    // PostgreSQL refuses the kept plan once ("cached plan must not change result type"); the next call prepares afresh.
    await client.query(select, [1]).catch((error: { code?: string }) => expect(error.code).toBe('0A000'));
    expect(Object.keys((await client.query<Record<string, unknown>>(select, [1])).rows[0] ?? {})).toContain('extra');
  });

  it('leaves searches, texts without parameters and queries with options to PGlite\'s own query', async () => {
    const before = await prepared();
    await client.query("select name from probe where name ilike $1", ['%ana%']);
    await client.query('select count(*) from probe');
    await client.query('select name from probe where id = $1', [1], { rowMode: 'array' });
    expect(await prepared()).toEqual(before);
  });

  it('serves one query at a time to callers that do not wait for each other', async () => {
    const select = 'select $1::int + 1 as n';
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => client.query<{ n: number }>(select, [i])));
    expect(answers.map((answer) => answer.rows[0]?.n)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
