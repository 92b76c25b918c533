import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.js';

// Creating a PGlite cluster is slow on a busy machine: generous hooks.
const SLOW = 240_000;

describe('a PGlite data folder started from a template', () => {
  let folder: string;
  let template: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'rafdesk-template-'));
    template = join(folder, 'template.tgz');
    const source = (await openDatabase({ memory: true }))._unsafeUnwrap();
    await source.db.insertInto('diagnosis').values({ code: 'E119', description: 'Type 2 diabetes mellitus without complications' }).execute();
    const dump = source.dumpDataDir;
    if (dump === undefined) throw new Error('a PGlite handle dumps its data folder');
    await writeFile(template, await dump());
    await source.close();
  }, SLOW);
  afterAll(async () => rm(folder, { recursive: true, force: true }));

  it('holds what the template holds, migrated, and opens later as it was left', async () => {
    const dataDir = join(folder, 'data');
    const first = (await openDatabase({ dataDir, template }))._unsafeUnwrap();
    expect(first.migrations.applied).toEqual([]);
    // Unpacking the template left the folder's lock alone: the folder is still this process's.
    expect((await openDatabase({ dataDir, template }))._unsafeUnwrapErr()).toMatchObject({ kind: 'DataFolderBusy' });
    expect(await first.db.selectFrom('diagnosis').select('code').execute()).toEqual([{ code: 'E119' }]);
    await first.db.insertInto('diagnosis').values({ code: 'I10', description: 'Essential (primary) hypertension' }).execute();
    await first.close();
    // The folder has a cluster now: the template is not loaded over it again.
    const again = (await openDatabase({ dataDir, template }))._unsafeUnwrap();
    expect((await again.db.selectFrom('diagnosis').select('code').orderBy('code').execute()).map((row) => row.code)).toEqual(['E119', 'I10']);
    await again.close();
  }, SLOW);

  it('unpacks the template again over a folder a cut-off first start left without PG_VERSION', async () => {
    const dataDir = join(folder, 'cut-off');
    await mkdir(join(dataDir, 'base'), { recursive: true });
    await writeFile(join(dataDir, 'base', 'half-written'), 'left by a start that was cut off');
    const opened = (await openDatabase({ dataDir, template }))._unsafeUnwrap();
    expect(opened.migrations.applied).toEqual([]);
    expect(await opened.db.selectFrom('diagnosis').select('code').execute()).toEqual([{ code: 'E119' }]);
    await opened.close();
  }, SLOW);

  it('creates the cluster itself when the template file is missing', async () => {
    const fresh = (await openDatabase({ dataDir: join(folder, 'fresh'), template: join(folder, 'missing.tgz') }))._unsafeUnwrap();
    expect(fresh.migrations.applied.length).toBeGreaterThan(0);
    expect(await fresh.db.selectFrom('diagnosis').select('code').execute()).toEqual([]);
    await fresh.close();
  }, SLOW);
});
