import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { databaseLocationFrom, openDatabase } from './open-database.js';
import { MIGRATIONS } from './migrations/index.js';

describe('openDatabase', () => {
  let folder = '';
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'rafdesk-data-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('creates a PGlite data folder, migrates it once, keeps other openers out and finds the data again after a restart', async () => {
    const dataDir = join(folder, 'data');
    const first = (await openDatabase({ dataDir }))._unsafeUnwrap();
    try {
      expect(first.engine).toBe('pglite');
      expect(first.migrations.applied).toEqual(Object.keys(MIGRATIONS));
      await first.db.insertInto('insurance').values({ name: 'Kept across restarts' }).execute();
      expect((await openDatabase({ dataDir }))._unsafeUnwrapErr()).toEqual({ kind: 'DataFolderBusy', dataDir, ownerPid: process.pid });
    } finally {
      await first.close();
    }
    const second = (await openDatabase({ dataDir }))._unsafeUnwrap();
    try {
      expect(second.migrations.applied).toEqual([]);
      const names = await second.db.selectFrom('insurance').select('name').execute();
      expect(names).toEqual([{ name: 'Kept across restarts' }]);
    } finally {
      await second.close();
    }
    // Creating a PGlite cluster takes most of a minute on a busy 2-core machine.
  }, 180_000);

  it('opens each in-memory database empty and migrated, none seeing what another wrote, though later ones start from the first one\'s image', async () => {
    const first = (await openDatabase({ memory: true }))._unsafeUnwrap();
    await first.db.insertInto('insurance').values({ name: 'Only in the first' }).execute();
    const [second, third] = await Promise.all([openDatabase({ memory: true }), openDatabase({ memory: true })]).then((opened) => opened.map((result) => result._unsafeUnwrap()));
    try {
      for (const later of [second, third]) {
        expect(later?.migrations.applied).toEqual([]);
        expect(await later?.db.selectFrom('insurance').select('name').execute()).toEqual([]);
      }
      await second?.db.insertInto('insurance').values({ name: 'Only in the second' }).execute();
      expect(await third?.db.selectFrom('insurance').select('name').execute()).toEqual([]);
      expect(await first.db.selectFrom('insurance').select('name').execute()).toEqual([{ name: 'Only in the first' }]);
    } finally {
      await Promise.all([first.close(), second?.close(), third?.close()]);
    }
  }, 120_000);

  it('reports an unreachable PostgreSQL server as a value, without the password', async () => {
    const result = await openDatabase({ url: 'postgres://rafdesk:s3cret-pass@127.0.0.1:1/none', maxConnections: 1 });
    const error = result._unsafeUnwrapErr();
    expect(error.kind).toBe('DatabaseUnavailable');
    expect(JSON.stringify(error)).not.toContain('s3cret-pass');
  });

  it('chooses PostgreSQL when DATABASE_URL is set and the data folder otherwise', () => {
    expect(databaseLocationFrom({ DATABASE_URL: 'postgres://db/rafdesk' }, '/srv/data')).toEqual({ url: 'postgres://db/rafdesk' });
    expect(databaseLocationFrom({ DATABASE_URL: '  ' }, '/srv/data')).toEqual({ dataDir: '/srv/data' });
    expect(databaseLocationFrom({})).toEqual({ dataDir: './data' });
  });

  it('rolls every migration back down and up again', async () => {
    const handle = (await openDatabase({ memory: true }))._unsafeUnwrap();
    try {
      const { createMigrator } = await import('./migrations/index.js');
      const migrator = createMigrator(handle.db as never);
      for (let step = 0; step < Object.keys(MIGRATIONS).length; step += 1) expect((await migrator.migrateDown()).error).toBeUndefined();
      const left = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_schema = current_schema() and table_name not like 'kysely_%'`.execute(handle.db);
      expect(left.rows[0]?.n).toBe(0);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await handle.db.selectFrom('role').select('name').where('id', '=', 9).executeTakeFirst()).toEqual({ name: 'InsuranceStaff' });
    } finally {
      await handle.close();
    }
  });
});
