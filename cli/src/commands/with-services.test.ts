import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryIo } from '../testing-io.js';
import { EXIT_CODES } from '../cli-failure.js';
import { withServices } from './with-services.js';

describe('withServices', () => {
  let dataDir = '';
  beforeAll(async () => {
    vi.stubEnv('DATABASE_URL', '');
    dataDir = await mkdtemp(join(tmpdir(), 'rafdesk-with-services-'));
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('says in one line why the database cannot be opened, exits 1 and leaves the work undone', async () => {
    const io = memoryIo();
    let ran = false;
    await withServices(io, dataDir, () => withServices(io, dataDir, async () => {
      ran = true;
    }));
    expect(ran).toBe(false);
    expect(io.exitCode).toBe(EXIT_CODES.unavailable);
    expect(io.err()).toBe(`error: the data folder ${dataDir} is in use by process ${process.pid}\n`);
  });

  it('closes the services after the work, even when it throws', async () => {
    const io = memoryIo();
    await expect(withServices(io, dataDir, () => Promise.reject(new Error('the work failed')))).rejects.toThrow('the work failed');
    let migrated: readonly string[] | null = null;
    await withServices(io, dataDir, async (services) => {
      migrated = services.database.migrations.applied;
    });
    expect(migrated).toEqual([]);
    expect(io.exitCode).toBe(0);
    expect(io.err()).toBe('');
  });
});
