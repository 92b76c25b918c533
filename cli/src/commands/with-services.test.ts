import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryIo } from '../testing-io.js';
import { EXIT_CODES } from '../cli-failure.js';
import { main } from '../main.js';
import { databaseUrlProblem } from './database-option.js';
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

  it('says in one line why the database cannot be opened, exits 3 and leaves the work undone', async () => {
    const io = memoryIo();
    let ran = false;
    await withServices(io, dataDir, () => withServices(io, dataDir, async () => {
      ran = true;
    }));
    expect(ran).toBe(false);
    expect(io.exitCode).toBe(EXIT_CODES.unavailable);
    expect(io.err()).toBe(`error: the data folder ${dataDir} is in use by process ${process.pid}\n`);
  });

  it('tells a busy data folder with exit 3 from every command that opens it', async () => {
    const commands = [['db', 'migrate'], ['db', 'seed'], ['db', 'verify-audit'], ['user', 'reset-password', '--user-name', 'x'], ['keys', 'rotate'], ['serve', '--port', '0']];
    await withServices(memoryIo(), dataDir, async () => {
      for (const command of commands) {
        const io = memoryIo();
        vi.stubEnv('RAFDESK_BUILD_WEB_APP', 'false');
        expect(await main(['node', 'rafdesk', ...command, '--data', dataDir], io), command.join(' ')).toBe(3);
        expect(io.err()).toBe(`error: the data folder ${dataDir} is in use by process ${process.pid}\n`);
      }
    });
  });

  it('refuses a malformed DATABASE_URL with its reason and exit 2, for every command, before opening anything', async () => {
    const cases: [string, string][] = [
      ['db.internal:5432/rafdesk', 'DATABASE_URL starts with db.internal:, not postgres: (postgres://user:password@host:5432/database)'],
      ['rafdesk', 'DATABASE_URL is not a URL: write it as postgres://user:password@host:5432/database'],
      ['mysql://u:p@h/db', 'DATABASE_URL starts with mysql:, not postgres: (postgres://user:password@host:5432/database)'],
      ['postgres://u:50%off@h/db', 'DATABASE_URL: the user name or password has a % that is not followed by two hex digits (write % as %25)'],
    ];
    for (const [url, reason] of cases) {
      expect(databaseUrlProblem(url)).toBe(reason);
      vi.stubEnv('DATABASE_URL', url);
      const io = memoryIo();
      expect(await main(['node', 'rafdesk', 'db', 'migrate'], io)).toBe(2);
      expect(io.err()).toBe(`error: ${reason}\n`);
    }
    vi.stubEnv('DATABASE_URL', '');
    expect(databaseUrlProblem('postgresql://rafdesk:s%40cret@db.internal:5432/rafdesk?sslmode=require')).toBeNull();
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
