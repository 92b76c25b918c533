import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import { sql } from 'kysely';
import { NO_PAYMENT_FACTS, type CatalogueEntry, type DoctorId, type InsuranceId, type PlanId } from '@rafdesk/core';
import { InMemoryFieldCipher } from '@rafdesk/core/testing';
import { openDatabase, type DatabaseHandle } from './open-database.js';
import { createKyselyRepositories, KyselyUnitOfWork } from './repositories/kysely-repositories.js';

const clock = { now: () => new Date('2026-03-18T12:00:00Z') };
const cipher = new InMemoryFieldCipher();

describe('PGlite as the embedded database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = (await openDatabase({ memory: true }))._unsafeUnwrap();
  });
  afterAll(async () => {
    await handle.close();
  });
  const repositories = () => createKyselyRepositories(handle.db, clock, cipher);

  it('starts with 32 MB of shared buffers, not PostgreSQL\'s 128 MB, all of which PGlite keeps resident', async () => {
    const shown = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(handle.db);
    expect(shown.rows[0]?.shared_buffers).toBe('32MB');
  });

  it('takes a Date past 9999 as a parameter, as PostgreSQL through pg does (the expanded form answered 22009)', async () => {
    const after = new Date('9999-12-31T00:00:00.000Z').getTime() + 86_400_000;
    const read = await sql<{ at: Date }>`select ${new Date(after)}::timestamptz as at`.execute(handle.db);
    expect(read.rows[0]?.at.getTime()).toBe(after);
  });

  it('serialises concurrent transactions on its single connection, so read-modify-write loses nothing', async () => {
    const unitOfWork = new KyselyUnitOfWork(handle.db, clock, cipher);
    (await repositories().settings.setPaymentYear(2000, null, clock.now()))._unsafeUnwrap();
    const increments = Array.from({ length: 25 }, () => unitOfWork.run((tx) => tx.settings.get()
      .andThen((settings) => tx.settings.setPaymentYear((settings.paymentYear ?? 0) + 1, null, clock.now()))));
    const reads = Array.from({ length: 10 }, () => repositories().settings.get());
    for (const result of await Promise.all([...increments, ...reads])) expect(result.isOk()).toBe(true);
    expect((await repositories().settings.get())._unsafeUnwrap().paymentYear).toBe(2025);
  });

  it('rolls back the failing transactions among concurrent ones and commits the rest', async () => {
    const unitOfWork = new KyselyUnitOfWork(handle.db, clock, cipher);
    const results = await Promise.all(Array.from({ length: 10 }, (_, index) => unitOfWork.run((tx) => tx.insurances.create(`Concurrent ${index}`, clock.now())
      .andThen((insurance) => (index % 2 === 0 ? okAsync(insurance) : errAsync({ kind: 'Refused' as const }))))));
    expect(results.filter((result) => result.isOk())).toHaveLength(5);
    const names = (await repositories().insurances.listAll({ activeOnly: false }))._unsafeUnwrap().map((insurance) => insurance.name).filter((name) => name.startsWith('Concurrent'));
    expect(names).toEqual(['Concurrent 0', 'Concurrent 2', 'Concurrent 4', 'Concurrent 6', 'Concurrent 8']);
  });

  it('refuses to change or delete audit entries', async () => {
    (await repositories().auditLog.append({ userId: '1', action: 'patients.read', recordId: '5', at: clock.now(), ip: '10.0.0.9', requestId: 'r', outcome: 'success' }))._unsafeUnwrap();
    await expect(handle.db.updateTable('audit_log').set({ action: 'patients.hidden' }).execute()).rejects.toThrow(/append-only/);
    await expect(handle.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    expect(Number((await handle.db.selectFrom('audit_log').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n)).toBe(1);
  });

  it('never lets a stored value into a storage error (driver messages quote the data)', async () => {
    const insurance = (await repositories().insurances.create('Canary Health', clock.now()))._unsafeUnwrap();
    const doctor = await handle.db.insertInto('doctor').values({ npi: '1234567893', first_name: 'Canary', last_name: 'Doctor' }).returning('id').executeTakeFirstOrThrow();
    const plan = (await repositories().insurances.createPlan('Canary Plan', insurance.id, clock.now()))._unsafeUnwrap();
    const result = await repositories().patients.create({
      doctorId: doctor.id as DoctorId, insuranceId: insurance.id as InsuranceId, planId: plan.id as PlanId, documentId: 'ZZCANARY001', firstName: 'Zebulon',
      lastName: 'Canaryfield', sex: 'M', dateOfBirth: '1950-13-45', insuranceContractNumber: null, doctorRecordId: null, phone: null as never, phone2: null,
      email: null, street: 'x', city: 'x', state: 'x', zip: 'x', insuranceName: null, planName: null, ...NO_PAYMENT_FACTS,
    }, 2026, clock.now());
    const error = result._unsafeUnwrapErr();
    expect(error).toMatchObject({ kind: 'Unavailable', reason: 'storage 22008' });
    expect(JSON.stringify(error)).not.toMatch(/1950-13-45|Zebulon|Canaryfield|ZZCANARY001/);
  });

  it('loads a catalogue of 75,000 codes in one call within seconds and searches it, its indexes as they were defined', async () => {
    const indexes = async () => (await sql<{ definition: string }>`select indexdef as definition from pg_indexes where tablename = 'diagnosis' order by indexname`.execute(handle.db)).rows;
    const defined = await indexes();
    expect(defined.some((index) => /using gin .*fastupdate='?off/i.test(index.definition))).toBe(true);
    const entries: CatalogueEntry[] = Array.from({ length: 75_000 }, (_, index) => ({
      code: `Q${String(index).padStart(5, '0')}`, description: `Condition number ${index} of the bulk load`, v28Hcc1: index % 115, v28Hcc2: null,
      v24Hcc1: null, v24Hcc2: null, rxHcc1: null, rxHcc2: null, v28Interaction: null, v24Interaction: null, alert: null, deletionAlert: null,
      crosswalkDx: null, crosswalkRx: null, clinicalManifestations: null, treatment: null, active: true, shortTitle: null, longTitle: null,
      billable: true, categoriesYear: 2026,
    }));
    const started = performance.now();
    expect((await repositories().catalogue.upsertMany(entries, clock.now()))._unsafeUnwrap()).toBe(75_000);
    const seconds = (performance.now() - started) / 1000;
    expect(seconds).toBeLessThan(45);
    expect(await indexes()).toEqual(defined);
    const page = (await repositories().catalogue.search({ text: 'condition 74990', window: { pageNumber: 1, pageSize: 10 }, includeInactive: false }))._unsafeUnwrap();
    expect(page.items.map((entry) => entry.code)).toEqual(['Q74990']);
    expect((await repositories().catalogue.search({ text: 'q0749', window: { pageNumber: 2, pageSize: 5 }, includeInactive: false }))._unsafeUnwrap())
      .toMatchObject({ totalCount: 10, items: [{ code: 'Q07495' }, { code: 'Q07496' }, { code: 'Q07497' }, { code: 'Q07498' }, { code: 'Q07499' }] });
  }, 120_000);
});
