import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { call, errorsOf, signIn } from './harness/client.js';
import { checkLogsAfterAll } from './harness/log-check.js';
import { DEMO_PASSWORD, describeApi, TestClock, BOTH_ENGINES, DEMO_SETUP } from './harness/portal-harness.js';

const MINUTE = 60_000;

describeApi('Authentication', (world) => {
  describe('POST Authentication', () => {
    it('answers the current user with a token and the role menu sorted by position', async () => {
      const answer = await call(world.portal(), 'POST', '/api/Authentication', { body: { userName: 'doctor', password: DEMO_PASSWORD } });
      expect(answer.status).toBe(200);
      const user = answer.body as Record<string, unknown> & { menus: { position: number }[] };
      expect(Object.keys(user).sort()).toEqual(['fullName', 'ipaNumber', 'menus', 'mustChangePassword', 'rmtUserId', 'role', 'token', 'userId', 'userName']);
      expect(user).toMatchObject({ userName: 'doctor', role: 'Doctor', fullName: 'Diego Rivera', rmtUserId: user.userId, mustChangePassword: false });
      expect(user.menus.length).toBeGreaterThan(0);
      expect(user.menus.map((item) => item.position)).toEqual(user.menus.map((item) => item.position).sort((a, b) => a - b));
    });

    it('matches the path in any letter case and says which field is missing', async () => {
      const answer = await call(world.portal(), 'POST', '/api/authentication', { body: { password: 'x' } });
      expect(answer.status).toBe(400);
      expect(errorsOf(answer)).toEqual(['userName: This field is required']);
    });

    it('refuses a wrong password with 400 and no token', async () => {
      const answer = await call(world.portal(), 'POST', '/api/Authentication', { body: { userName: 'doctor', password: 'not-the-password' } });
      expect(answer.status).toBe(400);
      expect(errorsOf(answer)).toEqual(['The user name or password is incorrect']);
    });

    it('locks an account after five failures in 15 minutes with 429 and Retry-After; other accounts still sign in', async () => {
      const portal = world.portal();
      for (let i = 0; i < 5; i += 1) {
        world.clock.advance(MINUTE);
        expect((await call(portal, 'POST', '/api/Authentication', { body: { userName: 'doctor', password: `guess-${i}` } })).status).toBe(400);
      }
      const locked = await call(portal, 'POST', '/api/Authentication', { body: { userName: 'doctor', password: DEMO_PASSWORD } });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      expect((await call(portal, 'POST', '/api/Authentication', { body: { userName: 'doctor2', password: DEMO_PASSWORD } })).status).toBe(200);
      world.clock.advance(16 * MINUTE);
      expect((await call(portal, 'POST', '/api/Authentication', { body: { userName: 'doctor', password: DEMO_PASSWORD } })).status).toBe(200);
    });

    it('lets only an Admin sign in during maintenance', async () => {
      const { token } = await signIn(world.portal(), 'admin');
      expect((await call(world.portal(), 'POST', '/api/Users/maintenance', { token, body: { password: DEMO_PASSWORD, maintenance: true } })).status).toBe(204);
      expect((await call(world.portal(), 'POST', '/api/Authentication', { body: { userName: 'doctor', password: DEMO_PASSWORD } })).status).toBe(503);
      expect((await call(world.portal(), 'POST', '/api/Authentication', { body: { userName: 'admin', password: DEMO_PASSWORD } })).status).toBe(200);
    });
  });

  describe('sessions', () => {
    it('keeps a token alive while used within 15 minutes and refuses it after 15 idle minutes', async () => {
      const { token } = await signIn(world.portal(), 'staff');
      const genders = () => call(world.portal(), 'GET', '/api/Doctors/GetStaffDoctors', { token });
      world.clock.advance(14 * MINUTE + 59_000);
      expect((await genders()).status).toBe(200);
      world.clock.advance(14 * MINUTE + 59_000);
      expect((await genders()).status).toBe(200);
      world.clock.advance(15 * MINUTE + 1000);
      expect((await genders()).status).toBe(401);
    });

    it('refuses the token after sign-out', async () => {
      const { token } = await signIn(world.portal(), 'staff');
      expect((await call(world.portal(), 'POST', '/api/Authentication/SignOut', { token })).status).toBe(204);
      expect((await call(world.portal(), 'GET', '/api/Doctors/GetStaffDoctors', { token })).status).toBe(401);
    });

    it('refuses a missing, malformed or forged token with 401', async () => {
      const { token } = await signIn(world.portal(), 'staff');
      const forged = `${token.slice(0, -4)}AAAA`;
      for (const bad of [null, 'garbage', forged]) expect((await call(world.portal(), 'GET', '/api/Doctors/GetStaffDoctors', { token: bad })).status).toBe(401);
    });
  });

  describe('two-factor sign-in', () => {
    it('asks for the code, enrols the authenticator, accepts a code once and refuses its replay', async () => {
      const portal = world.portal();
      const { token: admin } = await signIn(portal, 'admin');
      const doctorId = (await signIn(portal, 'doctor')).user.userId;
      expect((await call(portal, 'PUT', `/api/Users/Update2FA?checked=true&userId=${doctorId}`, { token: admin })).status).toBe(204);

      const noCode = await call(portal, 'POST', '/api/Authentication', { body: { userName: 'doctor', password: DEMO_PASSWORD } });
      expect(noCode.status).toBe(400);
      expect(errorsOf(noCode)[0]).toMatch(/^code: Set up your authenticator/);
      const enrolment = await call(portal, 'POST', '/api/Authentication/TwoFactorEnrolment', { body: { userName: 'doctor', password: DEMO_PASSWORD } });
      expect(enrolment.status).toBe(200);
      const { secret, otpauthUri } = enrolment.body as { secret: string; otpauthUri: string };
      expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);

      const code = await generate({ secret, epoch: Math.floor(world.clock.now().getTime() / 1000) });
      const withCode = await call(portal, 'POST', '/api/Authentication', { body: { userName: 'doctor', password: DEMO_PASSWORD, code } });
      expect(withCode.status).toBe(200);
      const replay = await call(portal, 'POST', '/api/Authentication', { body: { userName: 'doctor', password: DEMO_PASSWORD, code } });
      expect(replay.status).toBe(400);
      expect(errorsOf(replay)).toEqual(['code: The code is wrong, expired or already used']);
      expect((await call(portal, 'POST', '/api/Authentication/TwoFactorEnrolment', { body: { userName: 'doctor', password: DEMO_PASSWORD } })).status).toBe(403);

      world.clock.advance(30_000);
      const next = await generate({ secret, epoch: Math.floor(world.clock.now().getTime() / 1000) });
      expect((await call(portal, 'POST', '/api/Authentication', { body: { userName: 'doctor', password: DEMO_PASSWORD, code: next } })).status).toBe(200);
    });
  });

  describe('GET Authentication/GetSignUpResolve', () => {
    it('lists the sign-up lookups without signing in', async () => {
      const answer = await call(world.portal(), 'GET', '/api/Authentication/GetSignUpResolve');
      expect(answer.status).toBe(200);
      const body = answer.body as { billingPrograms: unknown[]; recordPrograms: unknown[]; services: unknown[] };
      expect(body.billingPrograms[0]).toEqual({ billingProgramID: expect.any(Number), billingProgramName: expect.any(String) });
      expect(body.recordPrograms.length).toBeGreaterThan(0);
      expect(body.services[0]).toEqual({ serviceID: expect.any(Number), serviceIDName: expect.any(String) });
    });
  });

  describe('GET Authentication (login report)', () => {
    it('lists one line per account with last login and days of activity, paged with x-pagination', async () => {
      await signIn(world.portal(), 'doctor');
      world.clock.advance(24 * 60 * MINUTE);
      await signIn(world.portal(), 'doctor');
      const { token } = await signIn(world.portal(), 'admin');
      const answer = await call(world.portal(), 'GET', '/api/Authentication?pageNumber=1&pageSize=10&SearchQuery=doctor', { token });
      expect(answer.status).toBe(200);
      expect(JSON.parse(String(answer.headers['x-pagination']))).toEqual({ totalCount: 2, pageSize: 10, currentPage: 1 });
      const rows = answer.body as { username: string; dayS_ACTIVITY: number; lastLogin: string | null }[];
      const doctor = rows.find((row) => row.username === 'doctor');
      expect(doctor).toMatchObject({ firstName: 'Diego', lastName: 'Rivera', dayS_ACTIVITY: 2 });
      expect(new Date(String(doctor?.lastLogin)).getTime()).toBe(TestClock.START.getTime() + 24 * 60 * MINUTE);
    });

    it('answers 400 for a page size the lists do not offer, 403 to a doctor', async () => {
      const { token } = await signIn(world.portal(), 'admin');
      const bad = await call(world.portal(), 'GET', '/api/Authentication?pageSize=7', { token });
      expect(bad.status).toBe(400);
      expect(errorsOf(bad)[0]).toMatch(/^pageSize: /);
      const doctor = await signIn(world.portal(), 'doctor');
      expect((await call(world.portal(), 'GET', '/api/Authentication', { token: doctor.token })).status).toBe(403);
    });
  });
}, DEMO_SETUP, BOTH_ENGINES);

checkLogsAfterAll();
