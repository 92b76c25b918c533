import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../open-database.js';
import { keepPgliteStatistics, staleTables, unvacuumedTables } from './pglite-statistics.js';

describe('PGlite planner statistics (no autovacuum)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = (await openDatabase({ memory: true }))._unsafeUnwrap();
  });
  afterAll(async () => {
    await handle.close();
  });

  const lastAnalyzed = async (table: string) => (await sql<{ at: Date | null }>`
    select last_analyze as at from pg_stat_user_tables where relname = ${table} and schemaname = current_schema()`.execute(handle.db)).rows[0]?.at?.getTime() ?? null;
  const appendAuditRows = (count: number) => sql`
    insert into audit_log (action, outcome, request_id) select 'patients.read', 'success', 'r' || n from generate_series(1, ${count}::int) n`.execute(handle.db);
  const until = async (condition: () => Promise<boolean>) => {
    for (let waited = 0; waited < 10_000 && !(await condition()); waited += 50) await new Promise((done) => setTimeout(done, 50));
  };

  it('analyses the stale tables at once, the others not, then again only those where enough rows changed', async () => {
    await sql`analyze`.execute(handle.db);
    const insurance = await lastAnalyzed('insurance');
    await appendAuditRows(1_200);
    expect(await staleTables(handle.db, 1_000)).toEqual(['audit_log']);

    const keeper = await keepPgliteStatistics(handle.db, { checkMs: 50, afterChangedRows: 1_000 });
    try {
      const first = await lastAnalyzed('audit_log');
      expect(first).not.toBeNull();
      expect(await lastAnalyzed('insurance')).toBe(insurance);

      await appendAuditRows(10);
      await new Promise((done) => setTimeout(done, 300));
      expect(await lastAnalyzed('audit_log')).toBe(first);

      await appendAuditRows(1_200);
      await until(async () => (await lastAnalyzed('audit_log')) !== first);
      expect(await lastAnalyzed('audit_log')).toBeGreaterThan(first ?? Infinity);
      expect(await lastAnalyzed('insurance')).toBe(insurance);
      const counted = await sql<{ n: string }>`select count(*)::text as n from pg_stats where tablename = 'audit_log' and schemaname = current_schema()`.execute(handle.db);
      expect(Number(counted.rows[0]?.n)).toBeGreaterThan(0);
    } finally {
      await keeper.stop();
    }
  });

  it('vacuums a table filled and never vacuumed, and one with many dead rows, so index-only scans skip its rows', async () => {
    // A table of its own: rows are deleted here, which the audit log refuses.
    await sql`create table vacuum_probe (id integer primary key, body text not null)`.execute(handle.db);
    const visibility = async () => (await sql<{ pages: number; visible: number; vacuumed: Date | null }>`
      select c.relpages as pages, c.relallvisible as visible, s.last_vacuum as vacuumed from pg_class c join pg_stat_user_tables s on s.relid = c.oid
      where c.relname = 'vacuum_probe' and s.schemaname = current_schema()`.execute(handle.db)).rows[0];
    await sql`insert into vacuum_probe select n, repeat('x', 80) from generate_series(1, 5000) n`.execute(handle.db);
    await sql`analyze vacuum_probe`.execute(handle.db);
    const filled = await visibility();
    expect(filled?.pages).toBeGreaterThanOrEqual(8);
    expect(filled?.visible).toBe(0);
    expect(await unvacuumedTables(handle.db, 1_000)).toContain('vacuum_probe');

    let keeper = await keepPgliteStatistics(handle.db, { checkMs: 60_000, afterChangedRows: 1_000_000 });
    await keeper.stop();
    const vacuumed = await visibility();
    expect(vacuumed?.visible).toBeGreaterThanOrEqual((vacuumed?.pages ?? 0) / 2);
    expect(vacuumed?.vacuumed).not.toBeNull();
    expect(await unvacuumedTables(handle.db, 1_000)).not.toContain('vacuum_probe');

    await sql`delete from vacuum_probe where id <= 1200`.execute(handle.db);
    await until(async () => {
      await sql`select pg_stat_force_next_flush()`.execute(handle.db);
      return (await unvacuumedTables(handle.db, 1_000)).includes('vacuum_probe');
    });
    expect(await unvacuumedTables(handle.db, 1_000)).toContain('vacuum_probe');
    keeper = await keepPgliteStatistics(handle.db, { checkMs: 60_000, afterChangedRows: 1_000 });
    await keeper.stop();
    // The vacuum's own counters are published when the session next goes idle.
    const vacuumedAgain = async () => (await visibility())?.vacuumed?.getTime() ?? 0;
    await until(async () => {
      await sql`select pg_stat_force_next_flush()`.execute(handle.db);
      return (await vacuumedAgain()) > (vacuumed?.vacuumed?.getTime() ?? Infinity);
    });
    expect(await vacuumedAgain()).toBeGreaterThan(vacuumed?.vacuumed?.getTime() ?? Infinity);
    expect(await unvacuumedTables(handle.db, 1_000)).not.toContain('vacuum_probe');
    await sql`drop table vacuum_probe`.execute(handle.db);
  });

  it('reports a failed analysis and keeps serving', async () => {
    const failures: unknown[] = [];
    const closed = (await openDatabase({ memory: true }))._unsafeUnwrap();
    await closed.close();
    const keeper = await keepPgliteStatistics(closed.db, { checkMs: 60_000, onError: (error) => failures.push(error) });
    await keeper.stop();
    expect(failures).toHaveLength(1);
  });
});
