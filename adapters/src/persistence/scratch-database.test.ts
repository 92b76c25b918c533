import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { DEFAULT_TEST_DATABASE_URL, openScratchDatabase, probePostgres } from './scratch-database.js';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
const probe = await probePostgres(SERVER_URL);
if (!probe.reachable) console.warn(`PostgreSQL is unreachable (${probe.reason}): the scratch-schema race test is skipped.`);

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// A database of its own that has never had pg_trgm, as a new server has: the shared test database has it once any
// suite has migrated there, which hides the race this proves gone.
describe.skipIf(!probe.reachable)('scratch schemas migrated side by side on a new PostgreSQL server', () => {
  const name = `rafdesk_trgm_race_${process.pid}_${randomBytes(3).toString('hex')}`;
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  beforeAll(async () => {
    await onServer(`create database ${name}`);
  });
  afterAll(async () => {
    await onServer(`drop database if exists ${name} with (force)`);
  });

  it('all migrate, the first creating the trigram extension and the others finding it', async () => {
    const opened = await Promise.all([0, 1, 2].map(() => openScratchDatabase(url.toString())));
    try {
      expect(opened.map((result) => (result.isErr() ? result.error : 'migrated'))).toEqual(['migrated', 'migrated', 'migrated']);
    } finally {
      for (const result of opened) if (result.isOk()) await result.value.close();
    }
  }, 120_000);
});
