import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../open-database.js';
import { DEFAULT_TEST_DATABASE_URL, openScratchDatabase, probePostgres } from '../scratch-database.js';
import { createRateLimitCounter } from './kysely-rate-limit-counter.js';

const probe = await probePostgres(DEFAULT_TEST_DATABASE_URL);
if (!probe.reachable) console.warn(`skipping the rate-limit counter on PostgreSQL: 127.0.0.1:5432 database test is unreachable (${probe.reason})`);

const engines = [
  { name: 'PGlite', open: () => openDatabase({ memory: true }), skip: false },
  { name: 'PostgreSQL', open: () => openScratchDatabase(DEFAULT_TEST_DATABASE_URL), skip: !probe.reachable },
] as const;

describe.each(engines)('the shared rate-limit counter on $name', ({ open, skip }) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    if (!skip) database = (await open())._unsafeUnwrap();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it.skipIf(skip)('counts the hits of two processes in one window per key, by the database\'s clock', async () => {
    const one = createRateLimitCounter(database.db);
    const other = createRateLimitCounter(database.db);
    const hits = [];
    for (let i = 0; i < 3; i += 1) hits.push((await one.hit('POST /api/Authentication 10.0.0.1', 60_000)).hits, (await other.hit('POST /api/Authentication 10.0.0.1', 60_000)).hits);
    expect(hits).toEqual([1, 2, 3, 4, 5, 6]);
    const last = await one.hit('POST /api/Authentication 10.0.0.1', 60_000);
    expect(last.resetInMs).toBeGreaterThan(50_000);
    expect(last.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await other.hit('POST /api/Authentication 10.0.0.2', 60_000)).hits).toBe(1);
  });

  it.skipIf(skip)('starts a key\'s window again once it has ended, and purges windows that ended a day ago', async () => {
    const counter = createRateLimitCounter(database.db);
    await sql`insert into rate_limit_window (key, started_at, hits) values ('old', now() - interval '2 days', 9), ('ended', now() - interval '2 minutes', 30)`.execute(database.db);
    expect(await counter.hit('ended', 60_000)).toMatchObject({ hits: 1 });
    const left = await sql<{ key: string }>`select key from rate_limit_window where key in ('old', 'ended') order by key`.execute(database.db);
    expect(left.rows.map((row) => row.key)).toEqual(['ended']);
  });
});
