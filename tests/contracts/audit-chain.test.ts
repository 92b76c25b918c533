import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { KyselyAuditLog, KyselyUnitOfWork, transactionAuditScope, verifyStoredAuditChain } from '@rafdesk/adapters/persistence';
import type { AuditRecord } from '@rafdesk/core';
import { describeOnEachDatabase } from './database-harness.js';
import { testFieldCipher } from './test-field-cipher.js';

const line = (n: number): AuditRecord => ({ userId: '1', action: 'patients.read', recordId: String(n), at: new Date(Date.UTC(2026, 0, 1, 0, 0, n)), ip: '127.0.0.1', requestId: `r${n}`, outcome: 'success' });

describeOnEachDatabase('Audit trail: a hash chain, append-only', (database) => {
  it('concurrent writers (group-committed reads and lines carried by changes) each follow the line committed before them', async () => {
    const { db } = database.handle();
    const clock = { now: () => new Date() };
    const unitOfWork = new KyselyUnitOfWork(db, clock, testFieldCipher);
    const reads = Array.from({ length: 4 }, () => new KyselyAuditLog(db));
    const writes = Array.from({ length: 40 }, (_, n) => (n % 2 === 0
      ? reads[n % 4]!.append(line(n))
      : transactionAuditScope.during(line(n), async () => await unitOfWork.run((tx) => tx.settings.setMaintenance(false, null, clock.now())))));
    await Promise.all(writes);
    const check = await verifyStoredAuditChain(db);
    expect(check).toMatchObject({ kind: 'Intact', checked: 40, unchained: 0 });
  });

  it('refuses TRUNCATE, UPDATE and DELETE of audit lines; lines removed from the end are found', async () => {
    const { db } = database.handle();
    for (const n of [1, 2, 3]) (await new KyselyAuditLog(db).append(line(n)))._unsafeUnwrap();
    await expect(sql`truncate table audit_log`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`update audit_log set action = 'x'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/append-only/);
    const last = await db.selectFrom('audit_log').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    await sql`alter table audit_log disable trigger audit_log_append_only`.execute(db);
    await sql`delete from audit_log where id = ${last.id}`.execute(db);
    await sql`alter table audit_log enable trigger audit_log_append_only`.execute(db);
    expect(await verifyStoredAuditChain(db)).toMatchObject({ kind: 'TailRemoved', checked: 2 });
  });
});
