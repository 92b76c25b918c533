import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Portal } from '@rafdesk/cli/composition-root';
import { verifyStoredAuditChain } from '@rafdesk/adapters/persistence';
import { call, signIn } from '../api/harness/client.js';
import { DEMO_PASSWORD } from '../api/harness/portal-harness.js';
import { checkLogsAfterAll } from '../api/harness/log-check.js';
import { describeApi } from '../api/harness/portal-harness.js';
import { insurances, twoPatients } from '../api/clinical/clinical-fixtures.js';

// Issue 32, items 3 (audit gaps) and 7 (sessions): one case per finding, each answered wrongly before its fix.

/** The record ids of the last audit line of `action`, as a sorted list. */
async function auditedRecords(portal: Portal, action: string): Promise<number[]> {
  const line = await portal.database.db.selectFrom('audit_log').select('record_id').where('action', '=', action).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return (line?.record_id ?? '').split(',').filter(Boolean).map(Number).sort((a, b) => a - b);
}

const SECTIONS = JSON.stringify({ pnInfo: { serviceDate: '02-20-2026' }, soap: {}, dx: [], summary: {}, soapOtherValues: {} });

describeApi('Attack suite: audit trail and sessions', (world) => {
  it('item 3: GET Patients/PendingRafReport names the records it handed out', async () => {
    const portal = world.portal();
    const { recordId } = await twoPatients(portal);
    const { token } = await signIn(portal, 'doctor');
    expect((await call(portal, 'GET', '/api/Patients/PendingRafReport', { token })).status).toBe(200);
    expect(await auditedRecords(portal, 'patients.pendingRafReport')).toContain(recordId);
  });

  it('item 3: POST Forms/DeleteNoteDraft names the draft\'s record', async () => {
    const portal = world.portal();
    const { recordId } = await twoPatients(portal);
    const { token } = await signIn(portal, 'doctor');
    const saved = await call(portal, 'POST', '/api/Forms/SaveNoteDraft', { token, body: { recordId, progressNote_Data: SECTIONS, ID: 0 } });
    const id = (saved.body as { id: number }[])[0]!.id;
    expect((await call(portal, 'POST', '/api/Forms/DeleteNoteDraft', { token, body: { id } })).status).toBe(200);
    expect(await auditedRecords(portal, 'progressNotes.deleteDraft')).toEqual([recordId]);
  });

  it('item 3: PUT Patients/UpdatePatientStatus names the patient\'s records', async () => {
    const portal = world.portal();
    const { doctorId, recordId } = await twoPatients(portal);
    const { token } = await signIn(portal, 'doctor');
    expect((await call(portal, 'PUT', '/api/Patients/UpdatePatientStatus', { token, body: { doctorId, documentID: '40000000001', statusValue: false } })).status).toBe(204);
    expect(await auditedRecords(portal, 'patients.setStatus')).toEqual([recordId]);
  });

  it('item 3: POST Patients/Upload names the records it created', async () => {
    const portal = world.portal();
    const [insurance] = await insurances(portal);
    const { token } = await signIn(portal, 'doctor');
    const csv = ['Document ID,First Name,Last Name,Gender,DOB,Insurance,Insurance Plan,INS Contract No,Phone 1,Email,Street,City,State,Zip',
      `1EG4TE5MK01,Luis,Perez,M,3/7/1945,${insurance!.name},${insurance!.plans[0]!.name},C-10,7875550111,,1 Calle A,Ponce,PR,00716`,
      `1EG4TE5MK02,Rosa,Diaz,F,1/30/1952,${insurance!.name},${insurance!.plans[0]!.name},C-11,7875550112,,2 Calle B,Ponce,PR,00716`].join('\r\n');
    const answer = await call(portal, 'POST', '/api/Patients/Upload', { token, body: { fileName: 'roster.csv', content: Buffer.from(csv).toString('base64') } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const created = await portal.database.db.selectFrom('patient_record').innerJoin('patient', 'patient.id', 'patient_record.patient_id')
      .select('patient_record.id').where('patient.document_id', 'in', ['1EG4TE5MK01', '1EG4TE5MK02']).execute();
    expect(await auditedRecords(portal, 'patients.upload')).toEqual(created.map((row) => row.id).sort((a, b) => a - b));
  });

  it('item 3: TRUNCATE audit_log is refused like UPDATE and DELETE', async () => {
    const portal = world.portal();
    const { recordId } = await twoPatients(portal);
    const { token } = await signIn(portal, 'doctor');
    expect((await call(portal, 'GET', `/api/Patients/GetByRecord?RecordID=${recordId}`, { token })).status).toBe(200);
    await expect(sql`truncate table audit_log`.execute(portal.database.db)).rejects.toThrow(/append-only/);
    expect(Number((await sql<{ n: string }>`select count(*) as n from audit_log`.execute(portal.database.db)).rows[0]?.n)).toBeGreaterThan(0);
  });

  it('item 3: the audit lines form a hash chain; a line changed around the triggers is named by the verifier', async () => {
    const portal = world.portal();
    const { recordId } = await twoPatients(portal);
    const { token } = await signIn(portal, 'doctor');
    await Promise.all([1, 2, 3].map(() => call(portal, 'GET', `/api/Patients/GetByRecord?RecordID=${recordId}`, { token })));
    expect(await verifyStoredAuditChain(portal.database.db)).toMatchObject({ kind: 'Intact', unchained: 0 });
    const { db } = portal.database;
    const victim = await db.selectFrom('audit_log').select('id').orderBy('id').offset(1).limit(1).executeTakeFirstOrThrow();
    await sql`alter table audit_log disable trigger audit_log_append_only`.execute(db);
    await sql`update audit_log set record_id = '999' where id = ${victim.id}`.execute(db);
    await sql`alter table audit_log enable trigger audit_log_append_only`.execute(db);
    expect(await verifyStoredAuditChain(portal.database.db)).toMatchObject({ kind: 'Broken', lineId: String(victim.id) });
  });

  const roles = (portal: Portal, token: string) => call(portal, 'GET', '/api/Misc/Roles', { token }).then((answer) => answer.status);

  it('item 7: ChangePassword ends the user\'s other sessions and keeps the one that changed it (ASVS 7.4.3)', async () => {
    const portal = world.portal();
    const here = await signIn(portal, 'doctor');
    const elsewhere = await signIn(portal, 'doctor');
    const changed = await call(portal, 'POST', '/api/Users/ChangePassword', { token: here.token, body: { currentPassword: DEMO_PASSWORD, newPassword: 'a brand new passphrase' } });
    expect(changed.status).toBe(204);
    expect(await roles(portal, elsewhere.token)).toBe(401);
    expect(await roles(portal, here.token)).toBe(200);
  });

  it('item 7: ResendPassword (an administrator\'s reset) ends the user\'s sessions', async () => {
    const portal = world.portal();
    const { token: admin } = await signIn(portal, 'admin');
    const doctor = await signIn(portal, 'doctor2');
    expect((await call(portal, 'POST', '/api/Users/ResendPassword', { token: admin, body: { userId: doctor.user.userId } })).status).toBe(204);
    expect(await roles(portal, doctor.token)).toBe(401);
  });

  it('item 7: an enrolment not yet confirmed cannot be replaced by another holder of the password', async () => {
    const portal = world.portal();
    const { token: admin } = await signIn(portal, 'admin');
    const doctorId = (await signIn(portal, 'doctor')).user.userId;
    expect((await call(portal, 'PUT', `/api/Users/Update2FA?checked=true&userId=${String(doctorId)}`, { token: admin })).status).toBe(204);
    const enrol = () => call(portal, 'POST', '/api/Authentication/TwoFactorEnrolment', { body: { userName: 'doctor', password: DEMO_PASSWORD } });
    const first = await enrol();
    expect(first.status).toBe(200);
    expect((await enrol()).status).toBe(403);
  });

  it('item 7: another doctor\'s record and draft answer 404 exactly like missing ones', async () => {
    const portal = world.portal();
    const { recordId } = await twoPatients(portal);
    const { token } = await signIn(portal, 'doctor');
    const other = await signIn(portal, 'doctor2');
    const saved = await call(portal, 'POST', '/api/Forms/SaveNoteDraft', { token, body: { recordId, progressNote_Data: SECTIONS, ID: 0 } });
    const draftId = (saved.body as { id: number }[])[0]!.id;
    const foreign = await call(portal, 'GET', `/api/Patients/GetByRecord?RecordID=${recordId}`, { token: other.token });
    const missing = await call(portal, 'GET', '/api/Patients/GetByRecord?RecordID=999999', { token: other.token });
    expect([foreign.status, foreign.body]).toEqual([missing.status, missing.body]);
    expect(foreign.status).toBe(404);
    const foreignDraft = await call(portal, 'POST', '/api/Forms/DeleteNoteDraft', { token: other.token, body: { id: draftId } });
    const missingDraft = await call(portal, 'POST', '/api/Forms/DeleteNoteDraft', { token: other.token, body: { id: draftId + 1000 } });
    expect([foreignDraft.status, foreignDraft.body]).toEqual([missingDraft.status, missingDraft.body]);
    expect(foreignDraft.status).toBe(404);
  });

  it('item 7: session rows that ended more than a day ago are deleted at the next sign-in', async () => {
    const portal = world.portal();
    await signIn(portal, 'doctor');
    world.clock.advance(25 * 3600_000);
    await signIn(portal, 'doctor2');
    const left = await portal.database.db.selectFrom('session').select('user_id').execute();
    expect(left).toHaveLength(1);
  });

  checkLogsAfterAll();
});
