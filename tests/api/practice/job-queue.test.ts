import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIGURE_RECOMPUTE_QUEUE, jobsSchemaOf, RADV_BUILD_QUEUE } from '@rafdesk/adapters/jobs';
import { DEFAULT_TEST_DATABASE_URL, openDatabase, probePostgres, type DatabaseHandle } from '@rafdesk/adapters/persistence';
import { recomputeRecordFigures, type RecordId } from '@rafdesk/core';
import { composePortal, type Portal } from '@rafdesk/cli/composition-root';
import { call, signIn } from '../harness/client.js';
import { DEMO_PASSWORD } from '../harness/portal-harness.js';

// Two portals on one PostgreSQL schema, each with its own connections, stand for two `rafdesk serve` processes of a
// site sharing the job queue: the demo's RADV pack, queued by the first as it seeds, is built once by whichever takes
// it, and the one who opened the audit is told in the notification centre (and over the hub) that it is ready. A
// factor an Admin sets through one process has its year's stored figures recomputed by the queue.

const url = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
const probe = await probePostgres(url);
if (!probe.reachable) console.warn(`PostgreSQL is unreachable (${probe.reason}): the job queue portal tests are skipped.`);

const schema = `rafdesk_radv_queue_${process.pid}_${randomBytes(3).toString('hex')}`;
const handles: DatabaseHandle[] = [];
const portals: Portal[] = [];

describe.skipIf(!probe.reachable)('long work on the job queue of two processes', () => {
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

  it('recomputes every stored figure of a factor\'s year after an Admin sets it through one process, and tells the Admin', async () => {
    const [first, second] = portals as [Portal, Portal];
    const db = handles[0]!.db;
    // The demo codes the current payment year; PY2026's V28 normalization is the unconfirmed factor an Admin may set.
    await first.ports.patients.ensureRecordsForYear(2026, new Date());
    const ids = (await db.selectFrom('patient_record').select('id').where('payment_year', '=', 2026).orderBy('id').execute()).map((row) => row.id as RecordId);
    expect(ids.length).toBeGreaterThan(10);
    const { token, user } = await signIn(second, 'admin');
    const set = await call(second, 'POST', '/api/RafFactors', { token, body: { year: 2026, factor: 'normalization:V28', value: 1.15, note: 'read from the announcement by the test' } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    await second.figureRecomputeRunner.idle();
    await first.figureRecomputeRunner.idle();

    const progress = await call(first, 'GET', '/api/RafFactors/Recomputes', { token });
    expect(progress.body).toEqual([{ paymentYear: 2026, status: 'done', done: ids.length, total: ids.length, finishedAt: expect.any(String), failure: null }]);
    const jobs = await sql<{ state: string }>`select state from ${sql.id(jobsSchemaOf(schema), 'job')} where name = ${FIGURE_RECOMPUTE_QUEUE}`.execute(db);
    expect(jobs.rows.map((row) => row.state)).toEqual(['completed']);
    // Every stored card equals what the engine gives now, with the new factor.
    const stored = new Map((await db.selectFrom('patient_record').select(['id', 'raf_total']).where('payment_year', '=', 2026).execute()).map((row) => [row.id, Number(row.raf_total)]));
    for (const id of ids) {
      const now = (await first.ports.unitOfWork.run((repositories) => recomputeRecordFigures(repositories, id, null, new Date())))._unsafeUnwrap();
      expect(stored.get(id), `record ${id}`).toBe(now.rafTotal);
    }
    expect([...stored.values()].some((raf) => raf > 0)).toBe(true);
    const told = await db.selectFrom('notification as n').innerJoin('notification_recipient as r', 'r.notification_id', 'n.id')
      .select(['n.body', 'r.user_id']).where('n.title', '=', 'RAF figures recomputed').execute();
    expect(told).toEqual([{ user_id: Number(user.userId ?? user.id), body: expect.stringContaining(`PY2026 were recomputed with its factors as set now: ${ids.length} records`) }]);
    expect((await call(first, 'GET', '/api/RafFactors/Recomputes', { token: (await signIn(first, 'doctor')).token })).status).toBe(403);
  });
});
