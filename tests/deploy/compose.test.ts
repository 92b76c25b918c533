// The container deployment: deploy/compose.yaml builds the image, starts PostgreSQL, MinIO, two portals and nginx, and the site
// becomes ready. It needs a running Docker engine; where there is none, it says so and is skipped.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const COMPOSE = ['compose', '-f', join(ROOT, 'deploy/compose.yaml'), '-p', `rafdesk-test-${process.pid}`];

function dockerProblem(): string | null {
  const probe = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { encoding: 'utf8', timeout: 20_000 });
  if (probe.error !== undefined) return `the docker command is not installed (${probe.error.message})`;
  if (probe.status !== 0) return `no Docker engine answers (${probe.stderr.trim().split('\n')[0] ?? 'docker info failed'})`;
  const compose = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8', timeout: 20_000 });
  return compose.status === 0 ? null : 'docker compose is not available';
}

const problem = dockerProblem();
if (problem !== null) console.warn(`Compose deployment test skipped: ${problem}.`);

const env = { ...process.env, RAFDESK_TOKEN_SECRET: randomBytes(48).toString('base64'), RAFDESK_FIELD_KEYS: `k1:${randomBytes(32).toString('base64')}`, RAFDESK_PORT: '18080', POSTGRES_PASSWORD: randomBytes(12).toString('hex') };

describe.skipIf(problem !== null)('deploy/compose.yaml', () => {
  afterAll(() => {
    spawnSync('docker', [...COMPOSE, 'down', '-v'], { env, stdio: 'ignore', timeout: 120_000 });
  });

  it('starts the site (PostgreSQL, MinIO, two portals behind nginx), and /api/ready answers 200 through the proxy', async () => {
    execFileSync('docker', [...COMPOSE, 'up', '-d', '--build'], { env, stdio: 'inherit', timeout: 1_200_000 });
    let status = 0;
    for (let attempt = 0; attempt < 240 && status !== 200; attempt += 1) {
      status = await fetch('http://127.0.0.1:18080/api/ready').then((answer) => answer.status, () => 0);
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    expect(status).toBe(200);
  }, 1_500_000);
});
