import { describe, expect, it } from 'vitest';
import type { Portal } from '@rafdesk/cli/composition-root';
import { setPassword } from '@rafdesk/core';
import { staffUserBody } from './harness/bodies.js';
import { call, errorsOf, signIn } from './harness/client.js';
import { checkLogsAfterAll } from './harness/log-check.js';
import { DEMO_PASSWORD, describeApi } from './harness/portal-harness.js';

async function outbox(portal: Portal): Promise<{ to: string; subject: string; text: string }[]> {
  const pending = await portal.ports.mailOutbox.pending(50);
  return pending._unsafeUnwrap().map((message) => ({ to: message.to, subject: message.subject, text: message.text }));
}

/** The secret of the set-password link in a mail (after '#'); no mail carries a password. */
function linkSecretOf(mail: { text: string } | undefined): string {
  expect(mail?.text).not.toMatch(/password is/i);
  const secret = /\/set-password#([A-Za-z0-9_-]{20,})/.exec(mail?.text ?? '')?.[1];
  expect(secret).toBeDefined();
  return secret ?? '';
}

async function userIdOf(portal: Portal, userName: string): Promise<number> {
  const account = (await portal.ports.users.findSignInAccount(userName))._unsafeUnwrap();
  if (account === null) throw new Error(`no account ${userName}`);
  return account.userId;
}

describeApi('Users', (world) => {
  describe('GET Users', () => {
    it('lists accounts by user name with x-pagination and searches user name, document id or e-mail', async () => {
      const { token } = await signIn(world.portal(), 'admin');
      const all = await call(world.portal(), 'GET', '/api/Users?pageNumber=1&pageSize=10', { token });
      expect(all.status).toBe(200);
      expect(JSON.parse(String(all.headers['x-pagination']))).toEqual({ totalCount: 7, pageSize: 10, currentPage: 1 });
      expect((all.body as { userName: string }[]).map((u) => u.userName)).toEqual(['admin', 'doctor', 'doctor2', 'insurance', 'staff', 'superuser', 'training']);
      const found = await call(world.portal(), 'GET', '/api/Users?pageNumber=1&pageSize=10&SearchQuery=1987654328', { token });
      expect((found.body as { userName: string; rolName: string; roleId: number }[])).toEqual([expect.objectContaining({ userName: 'doctor2', rolName: 'Doctor', roleId: 5 })]);
      const superuser = await signIn(world.portal(), 'superuser');
      expect((await call(world.portal(), 'GET', '/api/Users?pageNumber=1&pageSize=5000', { token: superuser.token })).status).toBe(200);
    });

    it('sorts the whole list by a column (sortField, sortOrder) and refuses a column it does not sort by, naming the field', async () => {
      const { token } = await signIn(world.portal(), 'admin');
      const names = async (query: string) => ((await call(world.portal(), 'GET', `/api/Users?pageNumber=1&pageSize=10&${query}`, { token })).body as { userName: string }[])
        .map((user) => user.userName);
      expect(await names('sortField=userName&sortOrder=desc')).toEqual(['training', 'superuser', 'staff', 'insurance', 'doctor2', 'doctor', 'admin']);
      expect((await names('sortField=role&sortOrder=asc'))[0]).toBe('admin');
      expect(errorsOf(await call(world.portal(), 'GET', '/api/Users?sortField=passwordHash', { token }))).toEqual([expect.stringMatching(/^sortField: The sort field must be one of documentId, /)]);
      expect(errorsOf(await call(world.portal(), 'GET', '/api/Users?sortField=email&sortOrder=up', { token }))).toEqual(['sortOrder: The sort order must be asc or desc']);
    });
  });

  describe('GET Users/GetDoctorProfile', () => {
    it('gives the doctor their own profile and staff the profile of the doctor they act for', async () => {
      const doctor = await signIn(world.portal(), 'doctor');
      const own = await call(world.portal(), 'GET', '/api/Users/GetDoctorProfile?documentID=1234567893', { token: doctor.token });
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ documentID: '1234567893', rolName: 'Doctor', firstName: 'Diego', doctorAddresses: [expect.objectContaining({ city: 'San Juan' })] });
      const staff = await signIn(world.portal(), 'staff');
      expect((await call(world.portal(), 'GET', '/api/Users/GetDoctorProfile?DocumentID=1234567893', { token: staff.token })).status).toBe(200);
    });

    it('refuses another doctor\'s profile (403), names the missing argument (400) and answers 404 for an unknown NPI', async () => {
      const doctor2 = await signIn(world.portal(), 'doctor2');
      expect((await call(world.portal(), 'GET', '/api/Users/GetDoctorProfile?documentID=1234567893', { token: doctor2.token })).status).toBe(403);
      const staff = await signIn(world.portal(), 'staff');
      expect((await call(world.portal(), 'GET', '/api/Users/GetDoctorProfile?documentID=1987654328', { token: staff.token })).status).toBe(403);
      const missing = await call(world.portal(), 'GET', '/api/Users/GetDoctorProfile', { token: staff.token });
      expect(missing.status).toBe(400);
      expect(errorsOf(missing)).toEqual(['documentID: This field is required']);
      const admin = await signIn(world.portal(), 'admin');
      expect((await call(world.portal(), 'GET', '/api/Users/GetDoctorProfile?documentID=1111111111', { token: admin.token })).status).toBe(404);
    });
  });

  describe('POST Users and PUT Users/UpdateUser', () => {
    it('creates an account, mails it a one-time link whose password signs in, and updates it keeping role and document id', async () => {
      const { token } = await signIn(world.portal(), 'admin');
      const created = await call(world.portal(), 'POST', '/api/Users', { token, body: staffUserBody() });
      expect(created.status).toBe(201);
      const user = created.body as { userId: number; userName: string; rolName: string };
      expect(user).toMatchObject({ userName: '90000000011', rolName: 'Staff' });
      const [mail] = await outbox(world.portal());
      expect(mail?.to).toBe('sara.helper@rafdesk.example');
      const secret = linkSecretOf(mail);
      const password = 'a fresh passphrase of mine';
      expect((await call(world.portal(), 'POST', '/api/Users/SetPassword', { body: { token: secret, password } })).status).toBe(204);
      await signIn(world.portal(), '90000000011', password);
      const again = await call(world.portal(), 'POST', '/api/Users/SetPassword', { body: { token: secret, password: 'another passphrase' } });
      expect(errorsOf(again)).toEqual(['token: This link has expired or was already used; ask for a new one']);

      const updated = await call(world.portal(), 'PUT', '/api/Users/UpdateUser', { token, body: staffUserBody({ userId: user.userId, roleId: 2, documentID: '90000000099', city: 'Ponce' }) });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ city: 'Ponce', rolName: 'Staff', documentID: '90000000011' });
    });

    it('names each broken field with its wire name (400) and refuses a duplicate document id (409)', async () => {
      const { token } = await signIn(world.portal(), 'admin');
      const bad = await call(world.portal(), 'POST', '/api/Users', { token, body: staffUserBody({ documentID: '', email1: 'not-an-email' }) });
      expect(bad.status).toBe(400);
      expect(errorsOf(bad)).toEqual(expect.arrayContaining([expect.stringMatching(/^documentID: /), expect.stringMatching(/^email1: /)]));
      const duplicate = await call(world.portal(), 'POST', '/api/Users', { token, body: staffUserBody({ documentID: '90000000003' }) });
      expect(duplicate.status).toBe(409);
      const noId = await call(world.portal(), 'PUT', '/api/Users/UpdateUser', { token, body: staffUserBody() });
      expect(errorsOf(noId)).toEqual(['userId: This field is required']);
    });
  });

  describe('status, two-factor, delete', () => {
    it('deactivating a user ends their session at once; activating lets them back in', async () => {
      const { token } = await signIn(world.portal(), 'admin');
      const staff = await signIn(world.portal(), 'staff');
      const staffId = await userIdOf(world.portal(), 'staff');
      expect((await call(world.portal(), 'PUT', `/api/Users/UpdateUserStatus?userId=${staffId}&statusValue=false`, { token })).status).toBe(204);
      expect((await call(world.portal(), 'GET', '/api/Doctors/GetStaffDoctors', { token: staff.token })).status).toBe(401);
      expect((await call(world.portal(), 'POST', '/api/Authentication', { body: { userName: 'staff', password: DEMO_PASSWORD } })).status).toBe(400);
      expect((await call(world.portal(), 'PUT', '/api/Users/UpdateUserStatus', { token, body: { userId: staffId, statusValue: true } })).status).toBe(204);
      await signIn(world.portal(), 'staff');
      const bad = await call(world.portal(), 'PUT', '/api/Users/UpdateUserStatus?userId=abc', { token });
      expect(errorsOf(bad)).toEqual(expect.arrayContaining([expect.stringMatching(/^userId: /), 'statusValue: This field is required']));
    });

    it('turns two-factor sign-in on and off (query or body) and 404s an unknown user', async () => {
      const { token } = await signIn(world.portal(), 'admin');
      const doctorId = await userIdOf(world.portal(), 'doctor');
      expect((await call(world.portal(), 'PUT', '/api/Users/Update2FA', { token, body: { checked: true, userId: doctorId } })).status).toBe(204);
      expect((await world.portal().ports.users.findById(doctorId as never))._unsafeUnwrap()?.twoFactorEnabled).toBe(true);
      expect((await call(world.portal(), 'PUT', `/api/Users/Update2FA?checked=false&userId=${doctorId}`, { token })).status).toBe(204);
      expect((await world.portal().ports.users.findById(doctorId as never))._unsafeUnwrap()?.twoFactorEnabled).toBe(false);
      expect((await call(world.portal(), 'PUT', '/api/Users/Update2FA?checked=true&userId=99999', { token })).status).toBe(404);
      expect(errorsOf(await call(world.portal(), 'PUT', '/api/Users/Update2FA?userId=1', { token }))).toEqual(['checked: This field is required']);
    });

    it('deletes an account (its token dies), refuses deleting oneself and 404s an unknown id', async () => {
      const { token, user } = await signIn(world.portal(), 'admin');
      const training = await signIn(world.portal(), 'training');
      const trainingId = await userIdOf(world.portal(), 'training');
      expect((await call(world.portal(), 'DELETE', `/api/Users/DeleteUser?id=${trainingId}`, { token })).status).toBe(204);
      expect((await call(world.portal(), 'GET', '/api/Misc/Roles', { token: training.token })).status).toBe(401);
      expect((await call(world.portal(), 'DELETE', `/api/Users/DeleteUser?id=${String(user.userId)}`, { token })).status).toBe(403);
      expect((await call(world.portal(), 'DELETE', '/api/Users/DeleteUser?id=99999', { token })).status).toBe(404);
      expect(errorsOf(await call(world.portal(), 'DELETE', '/api/Users/DeleteUser', { token }))).toEqual(['id: This field is required']);
    });
  });

  describe('own password', () => {
    it('changes the caller\'s own password with the rules, counting a wrong current password as a failed sign-in', async () => {
      const doctor = await signIn(world.portal(), 'doctor');
      const change = (currentPassword: string, newPassword: string) =>
        call(world.portal(), 'POST', '/api/Users/ChangePassword', { token: doctor.token, body: { currentPassword, newPassword } });
      expect(errorsOf(await change('not my password', 'a brand new passphrase'))).toEqual(['currentPassword: Wrong password']);
      expect(errorsOf(await change(DEMO_PASSWORD, 'doctor'))).toEqual(['newPassword: The password must have 8 to 1024 characters']);
      expect(errorsOf(await change(DEMO_PASSWORD, DEMO_PASSWORD))).toEqual(['newPassword: The new password must differ from the current one']);
      expect((await change(DEMO_PASSWORD, 'a brand new passphrase')).status).toBe(204);
      await signIn(world.portal(), 'doctor', 'a brand new passphrase');
      expect((await call(world.portal(), 'POST', '/api/Authentication', { body: { userName: 'doctor', password: DEMO_PASSWORD } })).status).toBe(400);
      for (let attempt = 0; attempt < 4; attempt += 1) await change('wrong again', 'yet another passphrase');
      const locked = await change('wrong again', 'yet another passphrase');
      expect(locked.status).toBe(429);
    });

    it('a password someone else chose must be changed before anything else', async () => {
      const reset = await setPassword(world.portal().ports, 'training', 'operator chose this', { mustChange: true });
      expect(reset.isOk()).toBe(true);
      const training = await signIn(world.portal(), 'training', 'operator chose this');
      expect(training.user.mustChangePassword).toBe(true);
      const refused = await call(world.portal(), 'GET', '/api/Misc/Roles', { token: training.token });
      expect(refused.status).toBe(403);
      expect(errorsOf(refused)).toEqual(['Please change your password first']);
      const changed = await call(world.portal(), 'POST', '/api/Users/ChangePassword', { token: training.token, body: { currentPassword: 'operator chose this', newPassword: 'training chose this' } });
      expect(changed.status).toBe(204);
      expect((await call(world.portal(), 'GET', '/api/Misc/Roles', { token: training.token })).status).toBe(200);
      expect((await signIn(world.portal(), 'training', 'training chose this')).user.mustChangePassword).toBe(false);
    });
  });

  describe('resends', () => {
    it('ResendPassword mails a one-time link; the password chosen with it works and ends the old sessions', async () => {
      const { token } = await signIn(world.portal(), 'admin');
      const doctor2 = await signIn(world.portal(), 'doctor2');
      const id = await userIdOf(world.portal(), 'doctor2');
      expect((await call(world.portal(), 'POST', '/api/Users/ResendPassword', { token, body: { userId: id } })).status).toBe(204);
      const mail = (await outbox(world.portal())).find((message) => message.to === 'doctor2@rafdesk.example');
      const secret = linkSecretOf(mail);
      const stored = (await world.portal().ports.users.findSignInAccountById(id as never))._unsafeUnwrap();
      expect(JSON.stringify(stored)).not.toContain(secret);
      const tooShort = await call(world.portal(), 'POST', '/api/Users/SetPassword', { body: { token: secret, password: 'short' } });
      expect(errorsOf(tooShort)).toEqual(['password: The password must have 8 to 1024 characters']);
      expect(errorsOf(await call(world.portal(), 'POST', '/api/Users/SetPassword', { body: { token: secret, password: 'Password1' } })))
        .toEqual(['password: This password is too common; choose another']);
      const password = 'doctor two chose this';
      expect((await call(world.portal(), 'POST', '/api/Users/SetPassword', { body: { token: secret, password } })).status).toBe(204);
      expect((await call(world.portal(), 'GET', '/api/Misc/Roles', { token: doctor2.token })).status).toBe(401);
      await signIn(world.portal(), 'doctor2', password);
      expect((await call(world.portal(), 'POST', '/api/Users/ResendPassword', { token, body: {} })).status).toBe(400);
      expect((await call(world.portal(), 'POST', '/api/Users/ResendPassword', { token, body: { userId: 99999 } })).status).toBe(404);
    });

    it('ResendProfileConfirmation mails a doctor the profile link and refuses other roles', async () => {
      const { token } = await signIn(world.portal(), 'admin');
      const doctorId = await userIdOf(world.portal(), 'doctor');
      expect((await call(world.portal(), 'POST', '/api/Users/ResendProfileConfirmation', { token, body: { userId: doctorId } })).status).toBe(204);
      expect((await outbox(world.portal()))[0]).toMatchObject({ to: 'doctor@rafdesk.example', text: expect.stringContaining('/completeProfile') });
      const staffId = await userIdOf(world.portal(), 'staff');
      const refused = await call(world.portal(), 'POST', '/api/Users/ResendProfileConfirmation', { token, body: { userId: staffId } });
      expect(refused.status).toBe(400);
      expect(errorsOf(refused)).toEqual(['userId: Only doctors have a profile to complete']);
    });
  });

  describe('maintenance and ValidatePassword', () => {
    it('asks for the password, refuses a wrong one, and turns maintenance on and off for an Admin', async () => {
      const { token } = await signIn(world.portal(), 'admin');
      const superuser = await signIn(world.portal(), 'superuser');
      const empty = await call(world.portal(), 'POST', '/api/Users/maintenance', { token, body: { password: '' } });
      expect(empty.status).toBe(400);
      expect(errorsOf(empty)).toEqual(['password: Please enter your password']);
      const wrong = await call(world.portal(), 'POST', '/api/Users/maintenance', { token, body: { password: 'nope' } });
      expect(errorsOf(wrong)).toEqual(['password: Wrong password']);
      expect((await call(world.portal(), 'POST', '/api/Users/maintenance', { token, body: { password: DEMO_PASSWORD, maintenance: true } })).status).toBe(204);
      // Everyone but an Admin is shut out; the Admin keeps working.
      expect((await call(world.portal(), 'GET', '/api/Users?pageNumber=1&pageSize=10', { token: superuser.token })).status).toBe(503);
      expect((await call(world.portal(), 'GET', '/api/Users?pageNumber=1&pageSize=10', { token })).status).toBe(200);
      expect((await call(world.portal(), 'POST', '/api/Users/maintenance', { token, body: { password: DEMO_PASSWORD, maintenance: false } })).status).toBe(204);
      expect((await call(world.portal(), 'GET', '/api/Users?pageNumber=1&pageSize=10', { token: superuser.token })).status).toBe(200);
      expect((await call(world.portal(), 'GET', '/api/Users?pageNumber=1&pageSize=10', { token })).status).toBe(200);
    });

    it('ValidatePassword answers true or false for the caller\'s own password', async () => {
      const { token } = await signIn(world.portal(), 'doctor');
      expect((await call(world.portal(), 'POST', '/api/Users/ValidatePassword', { token, body: { password: DEMO_PASSWORD } })).body).toBe(true);
      expect((await call(world.portal(), 'POST', '/api/Users/ValidatePassword', { token, body: { password: 'other' } })).body).toBe(false);
      expect(errorsOf(await call(world.portal(), 'POST', '/api/Users/ValidatePassword', { token, body: {} }))).toEqual(['password: Please enter your password']);
    });
  });

  describe('GET Users/UsersResolve and Misc lookups', () => {
    it('offers roles, genders, insurances and program lists to the user form; genders to everyone', async () => {
      const { token } = await signIn(world.portal(), 'admin');
      const resolve = await call(world.portal(), 'GET', '/api/Users/UsersResolve', { token });
      expect(resolve.status).toBe(200);
      expect(resolve.body).toMatchObject({
        roles: expect.arrayContaining([{ roleId: 5, rolName: 'Doctor' }, { roleId: 9, rolName: 'InsuranceStaff' }]),
        genders: [{ value: 'M', label: 'Male' }, { value: 'F', label: 'Female' }],
        insurances: expect.arrayContaining([expect.objectContaining({ insuranceName: 'Caribe Health Plan' })]),
      });
      expect((await call(world.portal(), 'GET', '/api/Misc/Genders')).body).toEqual([{ value: 'M', label: 'Male' }, { value: 'F', label: 'Female' }]);
      expect((await call(world.portal(), 'GET', '/api/misc/roles', { token })).body).toEqual(expect.arrayContaining([{ roleId: 1, rolName: 'Superuser' }]));
    });
  });
});

checkLogsAfterAll();
