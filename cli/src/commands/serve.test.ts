import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../main.js';
import { memoryIo } from '../testing-io.js';
import { listenFailure } from './serve.js';

describe('rafdesk serve refusing to start', () => {
  const holder = createServer();
  let port = 0;
  let dataDir = '';
  beforeAll(async () => {
    holder.listen(0, '127.0.0.1');
    await once(holder, 'listening');
    port = (holder.address() as AddressInfo).port;
    dataDir = await mkdtemp(join(tmpdir(), 'rafdesk-serve-'));
    vi.stubEnv('RAFDESK_BUILD_WEB_APP', 'false');
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    holder.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('says a port in use in one line, exit 3, without opening the data folder', async () => {
    vi.stubEnv('DATABASE_URL', '');
    const io = memoryIo();
    expect(await main(['node', 'rafdesk', 'serve', '--port', String(port), '--data', dataDir], io)).toBe(3);
    expect(io.err()).toBe(`error: port ${port} on 127.0.0.1 is in use by another program: stop it, or choose another with --port\n`);
    expect(io.out()).toBe('');
  });

  it('words each failure to listen, from the error the system gives', async () => {
    const second = createServer();
    const error = await new Promise<unknown>((resolve) => second.once('error', resolve).listen(port, '127.0.0.1'));
    expect(listenFailure(error, '127.0.0.1', port)).toEqual({ message: `error: port ${port} on 127.0.0.1 is in use by another program: stop it, or choose another with --port`, exitCode: 3 });
    expect(listenFailure(Object.assign(new Error('listen EACCES'), { code: 'EACCES', syscall: 'listen' }), '0.0.0.0', 80)?.exitCode).toBe(2);
    expect(listenFailure(new Error('not a system error'), '127.0.0.1', port)).toBeNull();
  });

  it('refuses a malformed DATABASE_URL with the reason, exit 2, never the value', async () => {
    vi.stubEnv('DATABASE_URL', 'postgres://admin:s3cret@[db.internal:5432/rafdesk');
    const io = memoryIo();
    expect(await main(['node', 'rafdesk', 'serve', '--port', '0'], io)).toBe(2);
    expect(io.err()).toBe('error: DATABASE_URL is not a URL: write it as postgres://user:password@host:5432/database\n');
    expect(io.err()).not.toContain('s3cret');
  });

  it('refuses a port that is no number in words', async () => {
    const io = memoryIo();
    expect(await main(['node', 'rafdesk', 'serve', '--port', 'eighty'], io)).toBe(2);
    expect(io.err()).toBe('error: --port: a port number from 0 to 65535\n');
  });
});
