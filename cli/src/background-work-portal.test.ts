import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@rafdesk/adapters/persistence';
import { composePortal, PGLITE_TEMPLATE, portalFailureOf } from './composition-root.js';
import { describePortalFailure, portalFailureExitCode } from './commands/database-option.js';
import { DEMO_RADV_CONTRACT, DEMO_RADV_MEMBERS } from './demo/demo-radv-audit.js';

// What `rafdesk serve` does in the background once it starts, on one demo database: a database from before gaps
// (patients with records and no stored gaps) gets them computed (computeMissingGaps); RADV packs a stop left queued or
// half built are built again (resumeRadvBuilds), and so are payment-year recomputes (resumeFigureRecomputes). A portal composed without the options leaves both as they are. The
// demo seed itself opens a small RADV audit and builds its pack.

let database: DatabaseHandle;
let year = 0;
let today = '';

beforeAll(async () => {
  database = (await openDatabase({ memory: true, template: PGLITE_TEMPLATE }))._unsafeUnwrap();
  const seeded = await composePortal({ database: { handle: database }, demo: { password: 'missing-gaps-password-1', patientCount: 12 }, logger: { level: 'silent' }, env: { ...process.env } });
  await seeded.close();
  today = new Date().toISOString().slice(0, 10);
  // The year the demo seed computed gaps for: the portal's current payment year.
  year = (await database.db.selectFrom('patient_gap_set').select('payment_year').executeTakeFirstOrThrow()).payment_year;
  await database.db.deleteFrom('patient_gap_set').execute();
}, 120_000);
afterAll(async () => {
  await database?.close();
});

const withoutGaps = async () => Number((await database.db.selectFrom('patient as p').innerJoin('patient_record as r', 'r.patient_id', 'p.id')
  .leftJoin('patient_gap_set as s', (join) => join.onRef('s.patient_id', '=', 'p.id').onRef('s.payment_year', '=', 'r.payment_year'))
  .select((eb) => eb.fn.countAll().as('count')).where('p.active', '=', true).where('r.payment_year', '=', year).where('s.id', 'is', null).executeTakeFirstOrThrow()).count);

describe('the gaps of patients that have none stored', () => {
  it('are left alone by a portal composed without the option, and computed in the background by one composed as rafdesk serve composes it', async () => {
    const before = await withoutGaps();
    expect(before).toBeGreaterThan(0);
    const plain = await composePortal({ database: { handle: database }, logger: { level: 'silent' }, env: { ...process.env } });
    await plain.close();
    expect(await withoutGaps()).toBe(before);

    const serving = await composePortal({ database: { handle: database }, logger: { level: 'silent' }, env: { ...process.env }, computeMissingGaps: true });
    try {
      const deadline = Date.now() + 60_000;
      while ((await withoutGaps()) > 0) {
        if (Date.now() > deadline) throw new Error('the background computation did not store the gaps within a minute');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await serving.close();
    }
  }, 120_000);
});

const audits = () => database.db.selectFrom('radv_audit').select(['id', 'contract', 'payment_year', 'due_date', 'record_ids', 'status', 'done', 'total']).orderBy('id').execute();
const isoOf = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

describe('RADV packs in the background', () => {
  it('the demo opens an audit of the demo doctor\'s billed patients, due in five months, and builds its pack', async () => {
    const [audit, ...others] = await audits();
    expect(others).toEqual([]);
    expect(audit).toMatchObject({ contract: DEMO_RADV_CONTRACT, payment_year: year, status: 'built' });
    expect(audit!.record_ids.length).toBeGreaterThan(0);
    expect(audit!.record_ids.length).toBeLessThanOrEqual(DEMO_RADV_MEMBERS);
    expect([audit!.done, audit!.total]).toEqual([audit!.record_ids.length, audit!.record_ids.length]);
    const due = new Date(`${isoOf(audit!.due_date)}T00:00:00Z`).getTime();
    expect(Math.round((due - new Date(`${today}T00:00:00Z`).getTime()) / 86_400_000)).toBe(150);
    expect(await database.db.selectFrom('radv_pack').select('audit_id').where('audit_id', '=', audit!.id).executeTakeFirst()).toBeDefined();
    // Built in this process (no job queue on PGlite), its creator is told all the same.
    const creator = (await database.db.selectFrom('radv_audit').select('created_by').where('id', '=', audit!.id).executeTakeFirstOrThrow()).created_by;
    const told = await database.db.selectFrom('notification as n').innerJoin('notification_recipient as r', 'r.notification_id', 'n.id').select(['n.body', 'r.user_id']).where('n.title', '=', 'RADV pack ready')
      .where('n.body', 'like', `%audit ${DEMO_RADV_CONTRACT} %`).execute();
    expect(told).toEqual([{ user_id: creator, body: expect.stringContaining(`audit ${DEMO_RADV_CONTRACT} · PY${year} is built`) }]);
  });

  it('a pack a stop left queued stays so under a plain portal and is built by one composed as rafdesk serve composes it', async () => {
    const [demo] = await audits();
    // An audit as a process that stopped before building it leaves it: queued, nothing done.
    const queued = await database.db.insertInto('radv_audit').values({
      contract: 'H9876', payment_year: demo!.payment_year, due_date: isoOf(demo!.due_date), record_ids: demo!.record_ids, total: demo!.record_ids.length,
      doctor_ids: (await database.db.selectFrom('radv_audit').select('doctor_ids').where('id', '=', demo!.id).executeTakeFirstOrThrow()).doctor_ids,
      created_by: (await database.db.selectFrom('radv_audit').select('created_by').where('id', '=', demo!.id).executeTakeFirstOrThrow()).created_by, created_at: new Date(),
    }).returning('id').executeTakeFirstOrThrow();
    const statusOf = async () => (await audits()).find((row) => row.id === queued.id)?.status;
    const plain = await composePortal({ database: { handle: database }, logger: { level: 'silent' }, env: { ...process.env } });
    await plain.close();
    expect(await statusOf()).toBe('queued');
    const serving = await composePortal({ database: { handle: database }, logger: { level: 'silent' }, env: { ...process.env }, resumeRadvBuilds: true });
    await serving.radvRunner.idle();
    await serving.close();
    expect(await statusOf()).toBe('built');
  }, 120_000);
});

describe('a payment year\'s recompute a stop left queued', () => {
  it('stays queued under a plain portal and runs in one composed as rafdesk serve composes it', async () => {
    // A factor stored and its recompute asked for, by a process that stopped before running it; the stored figures are stale.
    await database.db.insertInto('figure_recompute').values({ payment_year: year, generation: 1, status: 'queued', requested_by: null, requested_at: new Date() }).execute();
    await database.db.updateTable('patient_record').set({ raf_total: 0 }).where('payment_year', '=', year).execute();
    const statusOf = async () => (await database.db.selectFrom('figure_recompute').select(['status', 'done', 'total']).where('payment_year', '=', year).executeTakeFirstOrThrow());
    const plain = await composePortal({ database: { handle: database }, logger: { level: 'silent' }, env: { ...process.env } });
    await plain.close();
    expect((await statusOf()).status).toBe('queued');
    const serving = await composePortal({ database: { handle: database }, logger: { level: 'silent' }, env: { ...process.env }, resumeFigureRecomputes: true });
    await serving.figureRecomputeRunner.idle();
    await serving.close();
    const records = Number((await database.db.selectFrom('patient_record').select((eb) => eb.fn.countAll().as('count')).where('payment_year', '=', year).executeTakeFirstOrThrow()).count);
    expect(await statusOf()).toEqual({ status: 'done', done: records, total: records });
    const rescored = await database.db.selectFrom('patient_record').select('raf_total').where('payment_year', '=', year).where('raf_total', '>', 0).execute();
    expect(rescored).toHaveLength(records);
  }, 120_000);
});

describe('a job queue that cannot start', () => {
  it('stops the start with the server\'s reason and the unavailable exit code', async () => {
    // Nothing listens on port 1: the queue's first connection is refused.
    const failed = await composePortal({ database: { handle: database }, logger: { level: 'silent' }, env: { ...process.env }, jobQueue: { url: 'postgres://postgres@127.0.0.1:1/none' } })
      .then(() => null, (error: unknown) => portalFailureOf(error));
    expect(failed?.kind).toBe('JobQueueFailed');
    expect(describePortalFailure(failed!)).toMatch(/^error: the job queue could not start in the database: .*ECONNREFUSED/);
    expect(portalFailureExitCode(failed!)).toBe(portalFailureExitCode({ kind: 'DatabaseUnavailable', reason: '' }));
  }, 60_000);
});
