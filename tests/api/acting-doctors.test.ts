import { expect, it } from 'vitest';
import type { Portal } from '@rafdesk/cli/composition-root';
import { NOT_ACTING_ROLE_MESSAGE, setPassword, UNKNOWN_DOCTOR_MESSAGE } from '@rafdesk/core';
import { staffUserBody } from './harness/bodies.js';
import { call, errorsOf, signIn } from './harness/client.js';
import { checkLogsAfterAll } from './harness/log-check.js';
import { describeApi } from './harness/portal-harness.js';

async function userIdOf(portal: Portal, userName: string): Promise<number> {
  const account = (await portal.ports.users.findSignInAccount(userName))._unsafeUnwrap();
  if (account === null) throw new Error(`no account ${userName}`);
  return account.userId;
}

async function doctorIdOf(portal: Portal, token: string, npi: string): Promise<number> {
  const found = await call(portal, 'GET', `/api/Doctors?pageNumber=1&pageSize=10&SearchQuery=${npi}`, { token });
  const doctor = (found.body as { doctorId: number; documentId: string }[]).find((row) => row.documentId === npi);
  if (!doctor) throw new Error(`no doctor ${npi}`);
  return doctor.doctorId;
}

describeApi('Users/ActingDoctors: the doctors a Staff or Training user acts for', (world) => {
  it('assigns a new Staff user a doctor, who then may pick that doctor and no other; the change is audited', async () => {
    const portal = world.portal();
    const { token } = await signIn(portal, 'admin');
    const created = await call(portal, 'POST', '/api/Users', { token, body: staffUserBody({ documentID: '90000000021', email1: 'acts.for@rafdesk.example' }) });
    expect(created.status).toBe(201);
    const userId = (created.body as { userId: number }).userId;
    expect((await call(portal, 'GET', `/api/Users/ActingDoctors?userId=${userId}`, { token })).body).toEqual([]);

    const doctor2 = await doctorIdOf(portal, token, '1987654328');
    expect((await call(portal, 'PUT', '/api/Users/ActingDoctors', { token, body: { userId, doctorIds: [doctor2] } })).status).toBe(204);
    const assigned = await call(portal, 'GET', `/api/Users/ActingDoctors?userId=${userId}`, { token });
    expect((assigned.body as { documentId: string }[]).map((doctor) => doctor.documentId)).toEqual(['1987654328']);

    await setPassword(portal.ports, '90000000021', 'new staff chose this', { mustChange: false });
    const staff = await signIn(portal, '90000000021', 'new staff chose this');
    const picks = await call(portal, 'GET', '/api/Doctors/GetStaffDoctors', { token: staff.token });
    expect((picks.body as { documentId: string }[]).map((doctor) => doctor.documentId)).toEqual(['1987654328']);

    const trail = await call(portal, 'GET', '/api/Audit?pageNumber=1&pageSize=10&action=users.setActingDoctors', { token });
    expect(trail.status).toBe(200);
    expect(trail.body).toEqual([expect.objectContaining({ userName: 'admin', action: 'users.setActingDoctors', recordId: String(userId), outcome: 'success' })]);
  });

  it('refuses an unknown doctor with the field named and keeps the previous doctors', async () => {
    const portal = world.portal();
    const { token } = await signIn(portal, 'admin');
    const staffId = await userIdOf(portal, 'staff');
    const refused = await call(portal, 'PUT', '/api/Users/ActingDoctors', { token, body: { userId: staffId, doctorIds: [999_999] } });
    expect(refused.status).toBe(400);
    expect(errorsOf(refused)).toEqual([`doctorIds: ${UNKNOWN_DOCTOR_MESSAGE}`]);
    const kept = await call(portal, 'GET', `/api/Users/ActingDoctors?userId=${staffId}`, { token });
    expect((kept.body as { documentId: string }[]).map((doctor) => doctor.documentId)).toEqual(['1234567893']);
  });

  it('names the field of bad input, refuses roles that act for nobody, 404s an unknown user and is Admin-only', async () => {
    const portal = world.portal();
    const { token } = await signIn(portal, 'admin');
    const doctorUser = await userIdOf(portal, 'doctor');
    const notActing = await call(portal, 'PUT', '/api/Users/ActingDoctors', { token, body: { userId: doctorUser, doctorIds: [] } });
    expect(notActing.status).toBe(400);
    expect(errorsOf(notActing)).toEqual([`doctorIds: ${NOT_ACTING_ROLE_MESSAGE}`]);
    const badIds = await call(portal, 'PUT', '/api/Users/ActingDoctors', { token, body: { userId: doctorUser, doctorIds: ['x'] } });
    expect(badIds.status).toBe(400);
    expect(errorsOf(badIds)).toEqual([expect.stringMatching(/^doctorIds/)]);
    expect(errorsOf(await call(portal, 'PUT', '/api/Users/ActingDoctors', { token, body: { doctorIds: [] } }))).toEqual(['userId: This field is required']);
    expect((await call(portal, 'GET', '/api/Users/ActingDoctors?userId=99999', { token })).status).toBe(404);
    const staff = await signIn(portal, 'staff');
    expect((await call(portal, 'PUT', '/api/Users/ActingDoctors', { token: staff.token, body: { userId: 1, doctorIds: [] } })).status).toBe(403);
  });

  it('filters the audit trail by user, record, action and days, and names a reversed range', async () => {
    const portal = world.portal();
    const { token } = await signIn(portal, 'admin');
    const staffId = await userIdOf(portal, 'staff');
    await call(portal, 'GET', `/api/Users/ActingDoctors?userId=${staffId}`, { token });
    const today = world.clock.now().toISOString().slice(0, 10);
    const byRecord = await call(portal, 'GET', `/api/Audit?pageNumber=1&pageSize=10&recordId=${staffId}&userName=ADMIN&fromDate=${today}&toDate=${today}`, { token });
    expect(byRecord.body).toEqual([expect.objectContaining({ action: 'users.readActingDoctors', userName: 'admin', ip: expect.any(String) })]);
    expect((await call(portal, 'GET', `/api/Audit?pageNumber=1&pageSize=10&recordId=${staffId}&fromDate=2099-01-01`, { token })).body).toEqual([]);
    expect((await call(portal, 'GET', '/api/Audit?pageNumber=1&pageSize=10&userName=nobody-here', { token })).body).toEqual([]);
    const reversed = await call(portal, 'GET', '/api/Audit?pageNumber=1&pageSize=10&fromDate=2026-03-02&toDate=2026-03-01', { token });
    expect(reversed.status).toBe(400);
    expect(errorsOf(reversed)).toEqual(['toDate: must not be before the From date']);
    expect(errorsOf(await call(portal, 'GET', '/api/Audit?pageNumber=1&pageSize=10&fromDate=03-01-2026', { token }))).toEqual([expect.stringMatching(/^fromDate/)]);
    const superuser = await signIn(portal, 'superuser');
    expect((await call(portal, 'GET', '/api/Audit?pageNumber=1&pageSize=10', { token: superuser.token })).status).toBe(403);
  });
});

checkLogsAfterAll();
