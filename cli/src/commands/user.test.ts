import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Argon2PasswordHasher } from '@rafdesk/adapters/auth';
import { openDatabase } from '@rafdesk/adapters/persistence';
import { DEMO_USER_NAMES } from '../demo/demo-plan.js';
import { main } from '../main.js';
import { memoryIo } from '../testing-io.js';

let data = '';
const templateSetting = process.env.RAFDESK_PGLITE_TEMPLATE;
beforeAll(async () => {
  data = await mkdtemp(join(tmpdir(), 'rafdesk-cli-'));
  // A folder created from scratch, as without the build's template: `db seed` is what loads the catalogue here.
  process.env.RAFDESK_PGLITE_TEMPLATE = 'none';
});
afterAll(async () => {
  if (templateSetting === undefined) delete process.env.RAFDESK_PGLITE_TEMPLATE;
  else process.env.RAFDESK_PGLITE_TEMPLATE = templateSetting;
  await rm(data, { recursive: true, force: true });
});

const run = async (args: string[]) => {
  const io = memoryIo();
  const code = await main(['node', 'rafdesk', ...args, '--data', data], io);
  return { code, out: io.out(), err: io.err() };
};

const ADMIN = [
  'user', 'create', '--user-name', 'boss', '--role', 'Admin', '--email', 'boss@example.org', '--first-name', 'Bo', '--last-name', 'Ss',
  '--document-id', '90000000077', '--sex', 'M', '--dob', '1970-01-01', '--phone', '7875550111', '--street', '1 Calle', '--city', 'San Juan',
  '--state', 'PR', '--zip', '00901',
];

describe('rafdesk db and user', () => {
  it('migrates, creates an account with a generated password, resets it, and seeds the catalogue once and the demo practice only into a database without users', async () => {
    const migrated = await run(['db', 'migrate']);
    expect(migrated.code).toBe(0);
    expect(migrated.out).toMatch(/^(Applied \d+ migration|The database is up to date)/);
    expect(JSON.parse((await run(['db', 'migrate', '--json'])).out)).toEqual({ applied: [] });

    const created = await run(ADMIN);
    expect(created.code).toBe(0);
    const first = /Password \(shown once\): (\S+)/.exec(created.out)?.[1];
    expect(first?.length).toBeGreaterThanOrEqual(16);
    const again = await run(ADMIN);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/^error: A user with this \S+ already exists\n$/);

    const reset = await run(['user', 'reset-password', '--user-name', 'BOSS']);
    expect(reset.code).toBe(0);
    const second = /New password for boss \(shown once\): (\S+)/.exec(reset.out)?.[1];
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const resetJson = await run(['user', 'reset-password', '--user-name', 'boss', '--json']);
    expect(JSON.parse(resetJson.out)).toEqual({ userName: 'boss', password: expect.stringMatching(/^\S{16,}$/), mustChange: true });
    expect(JSON.parse((await run(['db', 'verify-audit', '--json'])).out)).toMatchObject({ intact: true, kind: 'Intact' });

    const unknown = await run(['user', 'reset-password', '--user-name', 'ghost']);
    expect(unknown).toMatchObject({ code: 1, err: 'error: ghost: The user does not exist\n' });
    expect((await run(['user', 'reset-password'])).err).toMatch(/give either --user-name <name> or --demo/);
    expect(await run(['user', 'reset-password', '--demo'])).toMatchObject({ code: 1, err: 'error: admin: The user does not exist\nSeed the demo practice with rafdesk db seed.\n' });
    const seeded = await run(['db', 'seed']);
    expect(seeded.out).toMatch(/^Seeded the diagnosis catalogue \(74719 codes\) and the Smart PN questionnaire\.\n/);
    expect(seeded.out).toMatch(/The database already has accounts; no demo practice was seeded\.\n$/);
    expect((await run(['db', 'seed'])).out).toBe('The database already has accounts; no demo practice was seeded.\n');
  }, 180_000);

  it('reset-password --demo gives every demo account the one password it prints: each stored hash verifies it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'rafdesk-cli-demo-'));
    const given = process.env.RAFDESK_DEMO_PASSWORD;
    delete process.env.RAFDESK_DEMO_PASSWORD;
    // This folder starts from the build's template, as a first start does: the catalogue's seeding is the test above's.
    if (templateSetting === undefined) delete process.env.RAFDESK_PGLITE_TEMPLATE;
    else process.env.RAFDESK_PGLITE_TEMPLATE = templateSetting;
    try {
      const inFolder = async (args: string[]) => {
        const io = memoryIo();
        const code = await main(['node', 'rafdesk', ...args, '--data', folder], io);
        return { code, out: io.out(), err: io.err() };
      };
      expect((await inFolder(['db', 'seed', '--patients', '30'])).code).toBe(0);
      const reset = await inFolder(['user', 'reset-password', '--demo']);
      expect(reset.code).toBe(0);
      const password = /reset; password \(shown once\): (\S+)\n$/.exec(reset.out)?.[1];
      expect(password, reset.out).toBeDefined();

      const opened = await openDatabase({ dataDir: folder });
      const { db, close } = opened._unsafeUnwrap();
      try {
        const accounts = await db.selectFrom('app_user').select(['user_name', 'password_hash']).where('user_name', 'in', [...DEMO_USER_NAMES]).execute();
        expect(accounts.map((account) => account.user_name).sort()).toEqual([...DEMO_USER_NAMES].sort());
        const hasher = new Argon2PasswordHasher();
        for (const account of accounts) {
          expect((await hasher.verify(account.password_hash, password ?? ''))._unsafeUnwrap(), account.user_name).toBe(true);
        }
      } finally {
        await close();
      }
    } finally {
      if (given !== undefined) process.env.RAFDESK_DEMO_PASSWORD = given;
      process.env.RAFDESK_PGLITE_TEMPLATE = 'none';
      await rm(folder, { recursive: true, force: true });
    }
  }, 180_000);

  it('refuses a user form that breaks the rules as a wrong command line (exit 2), naming each option, before touching the database', async () => {
    const bad = await run(['user', 'create', '--user-name', 'x', '--role', 'Doctor', '--email', 'bad', '--first-name', 'B', '--last-name', 'S',
      '--document-id', '1234567890', '--sex', 'M', '--dob', '1970-02-30', '--phone', '7875550111', '--street', 's', '--city', 'c', '--state', 'PR', '--zip', '1']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('error: --document-id: ');
    expect(bad.err).toContain('error: --email: ');
    expect(bad.err).toContain('error: --dob: ');
  });
});
