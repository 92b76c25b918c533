import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEST_DATABASE_URL, openDatabase, probePostgres, type DatabaseHandle } from '@rafdesk/adapters/persistence';
import { composePortal, type Portal } from '@rafdesk/cli/composition-root';
import { call, signIn } from '../harness/client.js';
import { DEMO_PASSWORD } from '../harness/portal-harness.js';

// DATABASE_READ_URL on a real streaming replica: the test makes one of this machine's PostgreSQL with pg_basebackup
// and starts it on a free port, then composes a portal whose insurance reports and gap worklist read from it. With
// the replica's replay paused a change on the primary shows in the lists the primary serves and not yet in the
// reports; resumed, the reports catch up, and the lag is printed.

const url = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
const probe = await probePostgres(url);
const binDir = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' }).stdout?.trim() ?? '';
function unmet(): string | null {
  if (!probe.reachable) return `PostgreSQL is unreachable (${probe.reason})`;
  if (process.getuid?.() !== 0) return 'starting a replica runs postgres as the postgres user, which needs root';
  if (!existsSync(join(binDir, 'pg_basebackup')) || !existsSync(join(binDir, 'postgres'))) return `no pg_basebackup or postgres in ${binDir || 'pg_config --bindir'}`;
  if (spawnSync('id', ['-u', 'postgres']).status !== 0) return 'there is no postgres user';
  return null;
}
const problem = unmet();
if (problem !== null) console.warn(`The read replica test is skipped: ${problem}.`);

const schema = `rafdesk_replica_${process.pid}_${randomBytes(3).toString('hex')}`;
let folder = '';
let replicaProcess: ChildProcess | null = null;
let replicaUrl = '';
let primary: DatabaseHandle | null = null;
let portal: Portal | null = null;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function query<T extends pg.QueryResultRow>(at: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: at });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

// A base backup needs a replication connection; this machine's server trusts local connections but names no
// replication entry, so one is added for 127.0.0.1 as trusted as the rest, and the server reloads its rules.
async function allowReplication(): Promise<void> {
  const rules = await query<{ count: string }>(url, `select count(*) from pg_hba_file_rules where 'replication' = any(database) and address = '127.0.0.1'`);
  if (Number(rules[0]?.count ?? 0) > 0) return;
  const [{ hba_file: hbaFile } = { hba_file: '' }] = await query<{ hba_file: string }>(url, 'show hba_file');
  await writeFile(hbaFile, '\n# Added by the RAFdesk read replica test: base backups over 127.0.0.1.\nhost replication all 127.0.0.1/32 trust\n', { flag: 'a' });
  await query(url, 'select pg_reload_conf()');
}

async function startReplica(): Promise<void> {
  folder = await mkdtemp(join(tmpdir(), 'rafdesk-replica-'));
  const data = join(folder, 'data');
  const primaryUrl = new URL(url);
  const backup = spawnSync(join(binDir, 'pg_basebackup'), ['-h', primaryUrl.hostname, '-p', primaryUrl.port || '5432', '-U', primaryUrl.username || 'postgres', '-D', data, '-X', 'stream', '-R', '--checkpoint=fast'], { encoding: 'utf8', timeout: 120_000 });
  if (backup.status !== 0) throw new Error(`pg_basebackup failed: ${backup.stderr}`);
  // This machine's server keeps its configuration outside the data folder: the replica gets files of its own.
  await writeFile(join(folder, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
  await writeFile(join(folder, 'pg_ident.conf'), '');
  await writeFile(join(data, 'postgresql.conf'), '', { flag: 'a' });
  const { uid, gid } = { uid: Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout), gid: Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout) };
  spawnSync('chown', ['-R', `${uid}:${gid}`, folder]);
  await chown(folder, uid, gid);
  await chmod(data, 0o700);
  const port = await freePort();
  replicaProcess = spawn('runuser', ['-u', 'postgres', '--', join(binDir, 'postgres'), '-D', data, '-p', String(port), '-c', 'listen_addresses=127.0.0.1',
    '-c', `unix_socket_directories=${folder}`, '-c', `hba_file=${join(folder, 'pg_hba.conf')}`, '-c', `ident_file=${join(folder, 'pg_ident.conf')}`, '-c', 'hot_standby=on', '-c', 'logging_collector=off'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let said = '';
  replicaProcess.stderr?.on('data', (chunk: Buffer) => { said = `${said}${chunk.toString()}`.slice(-4000); });
  const database = primaryUrl.pathname.slice(1) || 'test';
  replicaUrl = `postgres://${primaryUrl.username || 'postgres'}@127.0.0.1:${port}/${database}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await query<{ standby: boolean }>(replicaUrl, 'select pg_is_in_recovery() as standby').catch(() => null);
    if (ready?.[0]?.standby === true) return;
    if (Date.now() > deadline) throw new Error(`the replica did not accept connections within a minute: ${said}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(problem !== null)('reports and the worklist on a read replica (DATABASE_READ_URL)', () => {
  beforeAll(async () => {
    await allowReplication();
    // The schema exists (migrated) on the primary before the backup, so the replica starts with it.
    primary = (await openDatabase({ url, schema }))._unsafeUnwrap();
    await startReplica();
    const env = { ...process.env, RAFDESK_DEMO_PASSWORD: DEMO_PASSWORD, RAFDESK_TOKEN_SECRET: Buffer.alloc(32, 5).toString('base64') };
    portal = await composePortal({ database: { handle: primary }, demo: { password: DEMO_PASSWORD, patientCount: 12 }, logger: { level: 'silent' }, env, readReplica: { url: replicaUrl, schema } });
  }, 240_000);
  afterAll(async () => {
    await portal?.close();
    if (primary) await import('kysely').then(({ sql }) => sql`drop schema if exists ${sql.id(schema)} cascade`.execute(primary!.db)).catch(() => undefined);
    await primary?.close();
    replicaProcess?.kill('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('serves the general report from the replica: a paused replay hides a change the primary shows, and the report catches up once resumed', async () => {
    const app = portal!;
    const { token } = await signIn(app, 'admin');
    const report = async () => (await call(app, 'GET', '/api/Insurances/GetGeneralReport?pageNumber=1&pageSize=50', { token })).body as { insuranceName: string }[];
    const seen = async (name: string) => (await report()).some((row) => row.insuranceName === name);
    // The demo's insurances reach the replica a moment after the seed.
    const [{ name } = { name: '' }] = await query<{ name: string }>(url, `select name from ${schema}.insurance order by id limit 1`);
    const caughtUp = Date.now() + 30_000;
    while (!(await seen(name))) {
      if (Date.now() > caughtUp) throw new Error(`the replica never showed the demo's insurance ${name}: ${JSON.stringify(await report())}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    await query(replicaUrl, 'select pg_wal_replay_pause()');
    const renamed = `${name} (renamed)`;
    await query(url, `update ${schema}.insurance set name = $1 where name = $2`, [renamed, name]);
    const listed = (await call(app, 'GET', '/api/Insurances/GetAll?pageNumber=1&pageSize=50', { token })).body as { insuranceName: string }[];
    expect(listed.map((row) => row.insuranceName)).toContain(renamed);
    expect(await seen(renamed)).toBe(false);
    expect(await seen(name)).toBe(true);

    const resumed = Date.now();
    await query(replicaUrl, 'select pg_wal_replay_resume()');
    while (!(await seen(renamed))) {
      if (Date.now() - resumed > 30_000) throw new Error('the report did not show the change within 30 s of resuming the replay');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    console.info(`read replica: the report showed the change ${Date.now() - resumed} ms after the replay resumed`);
  });

  it('serves the gap worklist from the replica: a patient deactivated on the primary stays listed until the replay resumes', async () => {
    const app = portal!;
    const { token } = await signIn(app, 'admin');
    const listed = async () => {
      const answer = await call(app, 'GET', '/api/Gaps/Worklist?pageNumber=1&pageSize=100', { token });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return (answer.body as { patient: { recordId: number } }[]).map((row) => row.patient.recordId);
    };
    const [first] = await listed();
    expect(first).toBeDefined();
    await query(replicaUrl, 'select pg_wal_replay_pause()');
    await query(url, `update ${schema}.patient set active = false where id = (select patient_id from ${schema}.patient_record where id = $1)`, [first]);
    expect(await listed()).toContain(first);
    await query(replicaUrl, 'select pg_wal_replay_resume()');
    const resumed = Date.now();
    while ((await listed()).includes(first!)) {
      if (Date.now() - resumed > 30_000) throw new Error('the worklist still listed the deactivated patient 30 s after resuming the replay');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});
