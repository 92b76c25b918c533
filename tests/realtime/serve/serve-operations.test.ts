// What an operator relies on in a real `rafdesk serve` process on PGlite: health and readiness, a private data
// folder, a token secret kept across restarts, and one clear line for a secret that is too short.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startServe, stopAll, type ServeProcess } from './harness/serve-process.js';

const env = { RAFDESK_DEMO_PASSWORD: DEMO_PASSWORD, RAFDESK_BUILD_WEB_APP: 'false' };
const servers: ServeProcess[] = [];
let dataDir = '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rafdesk-serve-ops-'));
});
afterAll(async () => {
  await stopAll(servers);
  await rm(dataDir, { recursive: true, force: true });
});

async function worldWritable(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (((await stat(path)).mode & 0o002) !== 0) found.push(path);
  }
  return found;
}

describe('rafdesk serve for an operator (PGlite)', () => {
  it('answers health and readiness, keeps its data private and its sessions across a restart', async () => {
    const first = await startServe({ dataDir, env });
    servers.push(first);
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);
    const ready = await fetch(`${first.baseUrl}/api/ready`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(dataDir, 'token-secret'))).mode & 0o777).toBe(0o600);
    expect(await worldWritable(dataDir)).toEqual([]);

    const signIn = await fetch(`${first.baseUrl}/api/Authentication`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: 'admin', password: DEMO_PASSWORD }),
    });
    const { token } = await signIn.json() as { token: string };
    expect(await first.stop()).toBe(0);

    const second = await startServe({ dataDir, env, demo: false });
    servers.push(second);
    const roles = await fetch(`${second.baseUrl}/api/Misc/Roles`, { headers: { authorization: `Bearer ${token}` } });
    expect(roles.status).toBe(200);
  }, 300_000);

  it('refuses a token secret that is too short with one line and exit code 2', () => {
    const launcher = "const { main } = await import('./cli/src/main.ts'); process.exitCode = await main(['node', 'rafdesk', ...process.argv.slice(1)]);";
    const launched = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', launcher, 'serve', '--data', dataDir], {
      cwd: join(import.meta.dirname, '../../..'), encoding: 'utf8', timeout: 120_000,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', RAFDESK_TOKEN_SECRET: Buffer.from('too short').toString('base64') },
    });
    expect(launched.status).toBe(2);
    expect(launched.stderr.trim().split('\n')).toEqual(['error: RAFDESK_TOKEN_SECRET must be base64 of at least 32 bytes (for example: openssl rand -base64 48)']);
  }, 150_000);
});
