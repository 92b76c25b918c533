import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeServices } from '../composition-root.js';
import { FIELD_KEY_FILE } from '../field-keys.js';
import { main } from '../main.js';
import { memoryIo } from '../testing-io.js';
import { nextKeyId } from './keys.js';

let data = '';
beforeAll(async () => {
  data = await mkdtemp(join(tmpdir(), 'rafdesk-keys-'));
});
afterAll(async () => {
  await rm(data, { recursive: true, force: true });
});

const MAIL = { id: '00000000-0000-4000-8000-00000000e001', to: 'doc@example.test', subject: 'Set your RAFdesk password', text: 'https://x/set-password#ZZROTATE', html: null };

async function withData<T>(work: (services: Awaited<ReturnType<typeof composeServices>>) => Promise<T>): Promise<T> {
  const services = await composeServices({ database: { dataDir: data }, env: {} });
  try {
    return await work(services);
  } finally {
    await services.close();
  }
}

describe('rafdesk keys rotate', () => {
  it('makes a 0600 key file on the first start, and a rotation seals every value under a new key that alone opens them', async () => {
    await withData(async ({ ports }) => {
      (await ports.mailOutbox.enqueue({ ...MAIL, createdAt: new Date() }))._unsafeUnwrap();
    });
    expect((await stat(join(data, FIELD_KEY_FILE))).mode & 0o777).toBe(0o600);
    const before = (await readFile(join(data, FIELD_KEY_FILE), 'utf8')).trim();
    expect(before).toMatch(/^k1:[A-Za-z0-9+/]{43}=$/);

    const io = memoryIo();
    expect(await main(['node', 'rafdesk', 'keys', 'rotate', '--data', data], io)).toBe(0);
    expect(io.out()).toContain('under key k2');
    expect(io.out()).toContain('mail_outbox.text_body: 1');
    const after = (await readFile(join(data, FIELD_KEY_FILE), 'utf8')).trim().split(',');
    expect(after.map((entry) => entry.split(':')[0])).toEqual(['k2', 'k1']);
    expect(after[1]).toBe(before);

    // With the old key gone, everything still opens: it was all sealed again under k2.
    await writeFile(join(data, FIELD_KEY_FILE), `${after[0]}\n`, { mode: 0o600 });
    const texts = await withData(async ({ ports, database }) => {
      const raw = await database.db.selectFrom('mail_outbox').select('text_body').executeTakeFirstOrThrow();
      expect(raw.text_body.startsWith('rdf1:k2:')).toBe(true);
      return (await ports.mailOutbox.pending(10))._unsafeUnwrap().map((mail) => mail.text);
    });
    expect(texts).toEqual([MAIL.text]);
  }, 60_000);

  it('numbers the next key after the highest k<n>', () => {
    expect(nextKeyId('k1:AAAA')).toBe('k2');
    expect(nextKeyId('k9:AAAA,k10:BBBB,custom:CCCC')).toBe('k11');
    expect(nextKeyId('custom:CCCC')).toBe('k1');
  });
});
