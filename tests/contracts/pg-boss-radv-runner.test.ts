import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { RadvRunOutcome } from '@rafdesk/core';
import { figureRecomputeQueue, openPgBossJobs, openPgBossRadvRunner, radvBuildQueue, RADV_BUILD_QUEUE, type PgBossRadvRunner } from '@rafdesk/adapters/jobs';
import { DEFAULT_TEST_DATABASE_URL, probePostgres } from '@rafdesk/adapters/persistence';

// The RADV queue on a real PostgreSQL: runners stand for `rafdesk serve` processes sharing one jobs schema. What it
// must do: keep a queued build across a stop and hand it to whichever process runs next, try a storage failure again
// up to its limit (the last attempt said so), and queue an audit once however often it is asked.

const url = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
const probe = await probePostgres(url);
if (!probe.reachable) console.warn(`PostgreSQL is unreachable (${probe.reason}): the RADV job queue tests are skipped.`);

const schema = `rafdesk_jobs_test_${process.pid}_${randomBytes(3).toString('hex')}`;
const open: PgBossRadvRunner[] = [];
const calls: { runner: string; auditId: number; lastAttempt: boolean }[] = [];
const answers = new Map<number, RadvRunOutcome[]>();

async function runner(name: string, pollingIntervalSeconds = 1): Promise<PgBossRadvRunner> {
  const opened = await openPgBossRadvRunner({
    connectionString: url, schema, pollingIntervalSeconds, retryLimit: 2, retryDelaySeconds: 1, onError: () => undefined,
    build: async (auditId, lastAttempt) => {
      calls.push({ runner: name, auditId, lastAttempt });
      return answers.get(auditId)?.shift() ?? 'done';
    },
  });
  open.push(opened);
  return opened;
}

// Each test starts with no process running, so only its own take its jobs (the file's tests run in any order).
const stopAll = async () => { for (const each of open.splice(0)) await each.stop(); };

const jobRows = async (auditId: number) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ state: string; retry_count: number }>(`select state, retry_count from ${schema}.job where name = $1 and singleton_key = $2 order by created_on`, [RADV_BUILD_QUEUE, String(auditId)]);
    return rows;
  } finally {
    await client.end();
  }
};

afterAll(async () => {
  for (const each of open) await each.stop().catch(() => undefined);
  if (!probe.reachable) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.end();
});

describe.skipIf(!probe.reachable)('RADV builds through pg-boss on PostgreSQL', () => {
  it('keeps a build queued by a process that stopped and runs it on the next process to start', async () => {
    await stopAll();
    // A long poll: the first process queues the build and stops before it would look for work again.
    const first = await runner('first', 60);
    first.start(101);
    await first.stop();
    expect((await jobRows(101)).map((row) => row.state)).toEqual(['created']);
    const next = await runner('next');
    await next.idle();
    expect(calls.filter((call) => call.auditId === 101)).toEqual([{ runner: 'next', auditId: 101, lastAttempt: false }]);
    expect((await jobRows(101)).map((row) => row.state)).toEqual(['completed']);
  });

  it('tries a storage failure again up to its limit, telling the last attempt it is the last, then gives up', async () => {
    await stopAll();
    const worker = await runner('worker');
    answers.set(202, ['retry', 'retry', 'retry']);
    worker.start(202);
    await worker.idle();
    expect(calls.filter((call) => call.auditId === 202).map((call) => call.lastAttempt)).toEqual([false, false, true]);
    expect((await jobRows(202)).map((row) => [row.state, row.retry_count])).toEqual([['failed', 2]]);
  });

  it('queues an audit once however many times it is asked while its build waits', async () => {
    await stopAll();
    const slow = await runner('slow', 60);
    for (let i = 0; i < 3; i += 1) slow.start(303);
    await slow.stop();
    expect((await jobRows(303)).map((row) => row.state)).toEqual(['created']);
    const worker = await runner('after');
    await worker.idle();
    expect(calls.filter((call) => call.auditId === 303)).toHaveLength(1);
    expect(await worker.depth()).toBe(0);
  });

  it('runs RADV builds and payment-year recomputes on one instance, each queue keyed on its own', async () => {
    await stopAll();
    const jobs = await openPgBossJobs({ connectionString: url, schema, onError: () => undefined });
    open.push({ start: () => undefined, idle: async () => undefined, depth: async () => 0, stop: () => jobs.stop() });
    const ran: string[] = [];
    const radv = await radvBuildQueue(jobs, { build: async (auditId) => { ran.push(`audit ${auditId}`); return 'done'; }, pollingIntervalSeconds: 1 });
    const figures = await figureRecomputeQueue(jobs, async (year) => { ran.push(`year ${year}`); return 'done'; });
    // The same key on two queues is two jobs: an audit numbered 2026 and payment year 2026 do not share a slot.
    radv.start(2026);
    figures.start(2026);
    await radv.idle();
    await figures.idle();
    expect(ran.sort()).toEqual(['audit 2026', 'year 2026']);
  });
});
