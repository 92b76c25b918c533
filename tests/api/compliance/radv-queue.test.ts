import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsSchemaOf, RADV_BUILD_QUEUE } from '@rafdesk/adapters/jobs';
import { DEFAULT_TEST_DATABASE_URL, openDatabase, probePostgres, type DatabaseHandle } from '@rafdesk/adapters/persistence';
import { composePortal, type Portal } from '@rafdesk/cli/composition-root';
import { DEMO_PASSWORD } from '../harness/portal-harness.js';

// Two portals on one PostgreSQL schema, each with its own connections, stand for two `rafdesk serve` processes of a
// site sharing the job queue: the demo's RADV pack, queued by the first as it seeds, is built once by whichever takes
// it, and the one who opened the audit is told in the notification centre (and over the hub) that it is ready.

const url = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
const probe = await probePostgres(url);
if (!probe.reachable) console.warn(`PostgreSQL is unreachable (${probe.reason}): the RADV job queue portal test is skipped.`);

const schema = `rafdesk_radv_queue_${process.pid}_${randomBytes(3).toString('hex')}`;
const handles: DatabaseHandle[] = [];
const portals: Portal[] = [];

describe.skipIf(!probe.reachable)('RADV packs on the job queue of two processes', () => {
  beforeAll(async () => {
    const env = { ...process.env, RAFDESK_DEMO_PASSWORD: DEMO_PASSWORD, RAFDESK_TOKEN_SECRET: Buffer.alloc(32, 9).toString('base64') };
    for (let i = 0; i < 2; i += 1) handles.push((await openDatabase({ url, schema, maxConnections: 3 }))._unsafeUnwrap());
    const jobQueue = { url, databaseSchema: schema };
    portals.push(await composePortal({ database: { handle: handles[0]! }, demo: { password: DEMO_PASSWORD, patientCount: 12 }, logger: { level: 'silent' }, env, jobQueue }));
    portals.push(await composePortal({ database: { handle: handles[1]! }, logger: { level: 'silent' }, env, jobQueue }));
  }, 240_000);
  afterAll(async () => {
    for (const portal of portals) await portal.close();
    const [first] = handles;
    if (first) {
      await sql`drop schema if exists ${sql.id(jobsSchemaOf(schema))} cascade`.execute(first.db).catch(() => undefined);
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(first.db).catch(() => undefined);
    }
    for (const handle of handles) await handle.close();
  });

  it('builds the demo audit\'s pack once, through the queue, and tells its creator', async () => {
    await portals[0]!.radvRunner.idle();
    const db = handles[0]!.db;
    const audit = await db.selectFrom('radv_audit').select(['id', 'contract', 'payment_year', 'status', 'created_by', 'total']).executeTakeFirstOrThrow();
    expect(audit.status).toBe('built');
    const jobs = await sql<{ state: string }>`select state from ${sql.id(jobsSchemaOf(schema), 'job')} where name = ${RADV_BUILD_QUEUE} and singleton_key = ${String(audit.id)}`.execute(db);
    expect(jobs.rows.map((row) => row.state)).toEqual(['completed']);
    const told = await db.selectFrom('notification as n').innerJoin('notification_recipient as r', 'r.notification_id', 'n.id')
      .select(['n.title', 'n.body', 'r.user_id']).where('n.title', '=', 'RADV pack ready').execute();
    expect(told).toEqual([{ title: 'RADV pack ready', user_id: audit.created_by, body: expect.stringContaining(`audit ${audit.contract} · PY${audit.payment_year} is built: ${audit.total} member`) }]);
  });
});
