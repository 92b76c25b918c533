import { describe, expect, it } from 'vitest';
import { call, signIn } from './harness/client.js';
import { defineGuardTests, expectEveryStatus, type GuardRow } from './harness/guard-table.js';
import { checkLogsAfterAll } from './harness/log-check.js';
import { DEMO_PASSWORD, describeApi } from './harness/portal-harness.js';

// Every route of this API. Arguments are plausible; the guards answer before they matter.
const ROUTES: readonly GuardRow[] = [
  { method: 'POST', url: '/api/Authentication', body: { userName: 'doctor', password: 'x' }, public: true, duringMaintenance: true },
  { method: 'POST', url: '/api/Authentication/GoogleSignIn', body: { idToken: 'a.b.c', nonce: 'n-1' }, public: true, duringMaintenance: true },
  { method: 'POST', url: '/api/Authentication/TwoFactorEnrolment', body: { userName: 'doctor', password: 'x' }, public: true, duringMaintenance: true },
  { method: 'POST', url: '/api/Authentication/SignOut', duringMaintenance: true },
  { method: 'GET', url: '/api/Authentication/GetSignUpResolve', public: true },
  { method: 'GET', url: '/api/Authentication?pageNumber=1&pageSize=20', wrongRole: 'doctor' },
  { method: 'GET', url: '/api/Users?pageNumber=1&pageSize=10', wrongRole: 'doctor' },
  { method: 'GET', url: '/api/Users/GetDoctorProfile?documentID=1234567893', wrongRole: 'insurance' },
  { method: 'GET', url: '/api/Users/UsersResolve', wrongRole: 'superuser' },
  { method: 'POST', url: '/api/Users', body: {}, wrongRole: 'staff' },
  { method: 'PUT', url: '/api/Users/UpdateUser', body: {}, wrongRole: 'staff' },
  { method: 'PUT', url: '/api/Users/UpdateUserStatus?userId=1&statusValue=true', wrongRole: 'doctor' },
  { method: 'PUT', url: '/api/Users/Update2FA?userId=1&checked=true', wrongRole: 'doctor' },
  { method: 'DELETE', url: '/api/Users/DeleteUser?id=1', wrongRole: 'superuser' },
  { method: 'POST', url: '/api/Users/ResendPassword', body: { userId: 1 }, wrongRole: 'training' },
  { method: 'POST', url: '/api/Users/ResendProfileConfirmation', body: { userId: 1 }, wrongRole: 'insurance' },
  { method: 'POST', url: '/api/Users/maintenance', body: { password: DEMO_PASSWORD, maintenance: false }, wrongRole: 'superuser', duringMaintenance: true },
  { method: 'POST', url: '/api/Users/ValidatePassword', body: { password: 'x' }, duringMaintenance: true },
  { method: 'GET', url: '/api/RafFactors' },
  { method: 'POST', url: '/api/RafFactors', body: { year: 2027, factor: 'normalization:V28', value: 1.067, note: 'x' }, wrongRole: 'superuser' },
  { method: 'POST', url: '/api/Doctors', body: {}, public: true },
  { method: 'PUT', url: '/api/Doctors/CompleteProfile', body: {}, wrongRole: 'admin' },
  { method: 'GET', url: '/api/Doctors?pageNumber=1&pageSize=10', wrongRole: 'staff' },
  { method: 'GET', url: '/api/Doctors/DoctorsResolve', wrongRole: 'doctor' },
  { method: 'GET', url: '/api/Doctors/DoctorsProgramOrServices?documentId=1234567893', wrongRole: 'insurance' },
  { method: 'GET', url: '/api/Doctors/GetDoctorAddresses?doctorId=1', wrongRole: 'insurance' },
  { method: 'GET', url: '/api/Doctors/GetStaffDoctors' },
  { method: 'PUT', url: '/api/Doctors/UpdateDoctorStatus?documentID=1234567893&statusValue=false', wrongRole: 'staff' },
  { method: 'PUT', url: '/api/Doctors/UpdateDoctor', body: {}, wrongRole: 'doctor' },
  { method: 'GET', url: '/api/Misc/Genders', public: true },
  { method: 'GET', url: '/api/Misc/Roles' },
  { method: 'GET', url: '/api/Notifications?userId=1', wrongRole: 'doctor' },
  { method: 'POST', url: '/api/Notifications', body: { MessageTitle: 't', MessageBody: 'b', UserId_M: '1', IsAnonymous: false }, wrongRole: 'staff' },
  { method: 'PUT', url: '/api/Notifications/UpdateNotification/1' },
];

describeApi('Route guards', (world) => {
  defineGuardTests(world, ROUTES);

  it('answers 503 on every other route while maintenance is on to anyone but the Admin, who keeps working', async () => {
    const { token } = await signIn(world.portal(), 'admin');
    const superuser = await signIn(world.portal(), 'superuser');
    expect((await call(world.portal(), 'POST', '/api/Users/maintenance', { token, body: { password: DEMO_PASSWORD } })).status).toBe(204);
    await expectEveryStatus(world.portal(), ROUTES.filter((r) => !r.duringMaintenance), 503, superuser.token);
    await expectEveryStatus(world.portal(), ROUTES.filter((r) => !r.duringMaintenance), 503, null);
    expect((await call(world.portal(), 'GET', '/api/Misc/Genders', { token })).status).toBe(200);
    expect((await call(world.portal(), 'GET', '/config.json')).status).toBe(200);
    expect((await call(world.portal(), 'POST', '/api/Users/maintenance', { token, body: { password: DEMO_PASSWORD, maintenance: false } })).status).toBe(204);
    expect((await call(world.portal(), 'GET', '/api/Misc/Genders')).status).toBe(200);
  });

  it('serves /config.json with the API base and the hub address, and security headers on API answers', async () => {
    const config = await call(world.portal(), 'GET', '/config.json');
    expect(config.body).toEqual({ apiBase: '/api', hubUrl: '/hubs/notifications' });
    const answer = await call(world.portal(), 'GET', '/api/Misc/Genders');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  describe('the hub', () => {
    it('negotiates only with a live token', async () => {
      const refused = await call(world.portal(), 'POST', '/hubs/notifications/negotiate?negotiateVersion=1');
      expect(refused.status).toBe(401);
      const { token } = await signIn(world.portal(), 'doctor');
      // The hub takes single-use tickets only, never the API token itself.
      expect((await call(world.portal(), 'POST', '/hubs/notifications/negotiate?negotiateVersion=1', { token })).status).toBe(401);
      const ticket = String(((await call(world.portal(), 'POST', '/api/realtime/ticket', { token })).body as { ticket: string }).ticket);
      const answer = await call(world.portal(), 'POST', '/hubs/notifications/negotiate?negotiateVersion=1', { token: ticket });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ negotiateVersion: 1, availableTransports: [{ transport: 'WebSockets' }] });
    });
  });
});

checkLogsAfterAll();
