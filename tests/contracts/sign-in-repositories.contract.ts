import { describe, expect, it } from 'vitest';
import type { Repositories, UserId } from '@rafdesk/core';
import { at, aUserInput, unique } from './builders.js';

type Subject = Pick<Repositories, 'users' | 'sessions' | 'signInEvents' | 'lockouts' | 'totpSecrets' | 'spentTickets'>;

const FIFTEEN_MINUTES = 15 * 60_000;
/** The idle limit, with activity written at most once a minute. */
const ACTIVITY = { idleLimitMs: FIFTEEN_MINUTES, writeEveryMs: 60_000 };
const POLICY = { maxFailures: 3, windowMs: 10 * 60_000, lockMs: 15 * 60_000 };

/** What the sign-in stores promise: sessions with idle expiry, the sign-in history, lockout counters, TOTP steps, spent tickets. */
export function signInRepositoriesContract(subject: () => Subject): void {
  const anAccount = async (users: Subject['users'], overrides: Parameters<typeof aUserInput>[0] = {}, userName = `signin${unique()}`) =>
    (await users.create({ user: aUserInput(overrides), userName, passwordHash: null, profileCompleted: true, policyAcceptedAt: null }, at()))._unsafeUnwrap();

  /** What a touch of a live session of `userId` says: active, with the account as the user store reads it now. */
  const activeFor = async (users: Subject['users'], userId: UserId) => ({ state: 'active', userId, account: (await users.findSignInAccountById(userId))._unsafeUnwrap() });

  describe('SessionRepository', () => {
    it('keeps a session alive while it is used within the idle limit and refuses it after', async () => {
      const { users, sessions } = subject();
      const user = await anAccount(users);
      (await sessions.create({ id: 'session-a', userId: user.id, at: at(0), ip: '10.0.0.1', userAgent: 'test' }))._unsafeUnwrap();
      expect((await sessions.touch('session-a', at(14), ACTIVITY))._unsafeUnwrap()).toEqual(await activeFor(users, user.id));
      expect((await sessions.touch('session-a', at(28), ACTIVITY))._unsafeUnwrap()).toEqual(await activeFor(users, user.id));
      expect((await sessions.touch('session-a', at(44), ACTIVITY))._unsafeUnwrap()).toEqual({ state: 'expired' });
      expect((await sessions.find('session-a'))._unsafeUnwrap()?.lastActivityAt).toEqual(at(28));
      expect((await sessions.touch('nope', at(0), ACTIVITY))._unsafeUnwrap()).toEqual({ state: 'missing' });
    });

    it('writes activity at most once a minute: a touch within the minute reads only, the next one writes', async () => {
      const { users, sessions } = subject();
      const user = await anAccount(users);
      (await sessions.create({ id: 'session-b', userId: user.id, at: at(0), ip: null, userAgent: null }))._unsafeUnwrap();
      const seconds = (n: number) => new Date(at(0).getTime() + n * 1000);
      expect((await sessions.touch('session-b', seconds(30), ACTIVITY))._unsafeUnwrap()).toEqual(await activeFor(users, user.id));
      expect((await sessions.find('session-b'))._unsafeUnwrap()?.lastActivityAt).toEqual(at(0));
      expect((await sessions.touch('session-b', seconds(60), ACTIVITY))._unsafeUnwrap()).toEqual(await activeFor(users, user.id));
      expect((await sessions.find('session-b'))._unsafeUnwrap()?.lastActivityAt).toEqual(seconds(60));
      expect((await sessions.touch('session-b', seconds(119), ACTIVITY))._unsafeUnwrap()).toEqual(await activeFor(users, user.id));
      expect((await sessions.find('session-b'))._unsafeUnwrap()?.lastActivityAt).toEqual(seconds(60));
    });

    it('gives an active session its account as it is now, and a session whose account was deleted is missing', async () => {
      const { users, sessions } = subject();
      const user = await anAccount(users);
      (await sessions.create({ id: 'session-c', userId: user.id, at: at(0), ip: null, userAgent: null }))._unsafeUnwrap();
      const first = (await sessions.touch('session-c', at(1), ACTIVITY))._unsafeUnwrap();
      expect(first).toMatchObject({ state: 'active', account: { userId: user.id, userName: user.userName, active: true } });
      (await users.setActive(user.id, false, at(2)))._unsafeUnwrap();
      expect((await sessions.touch('session-c', at(3), ACTIVITY))._unsafeUnwrap()).toMatchObject({ state: 'active', account: { userId: user.id, active: false } });
      (await users.delete(user.id))._unsafeUnwrap();
      expect((await sessions.touch('session-c', at(4), ACTIVITY))._unsafeUnwrap()).toEqual({ state: 'missing' });
    });

    it('refuses a revoked session, keeps the first revocation instant and revokes all of a user at once', async () => {
      const { users, sessions } = subject();
      const user = await anAccount(users);
      for (const id of ['s1', 's2', 's3']) (await sessions.create({ id, userId: user.id, at: at(), ip: null, userAgent: null }))._unsafeUnwrap();
      (await sessions.revoke('s1', at(1)))._unsafeUnwrap();
      (await sessions.revoke('s1', at(2)))._unsafeUnwrap();
      expect((await sessions.find('s1'))._unsafeUnwrap()?.revokedAt).toEqual(at(1));
      expect((await sessions.touch('s1', at(3), ACTIVITY))._unsafeUnwrap()).toEqual({ state: 'revoked' });
      expect((await sessions.revokeAllForUser(user.id, at(4)))._unsafeUnwrap()).toHaveLength(2);
      expect((await sessions.touch('s2', at(5), ACTIVITY))._unsafeUnwrap()).toEqual({ state: 'revoked' });
      expect((await sessions.revoke('unknown', at()))._unsafeUnwrapErr()).toMatchObject({ kind: 'NotFound' });
    });

    it('revokes every other session of a user and keeps the one named', async () => {
      const { users, sessions } = subject();
      const user = await anAccount(users);
      for (const id of ['k1', 'k2', 'k3']) (await sessions.create({ id, userId: user.id, at: at(), ip: null, userAgent: null }))._unsafeUnwrap();
      expect([...(await sessions.revokeAllForUser(user.id, at(1), 'k2'))._unsafeUnwrap()].sort()).toEqual(['k1', 'k3']);
      expect((await sessions.find('k2'))._unsafeUnwrap()?.revokedAt).toBeNull();
      expect((await sessions.find('k3'))._unsafeUnwrap()?.revokedAt).toEqual(at(1));
    });

    it('purges sessions idle or revoked before a cut-off', async () => {
      const { users, sessions } = subject();
      const user = await anAccount(users);
      (await sessions.create({ id: 'old', userId: user.id, at: at(0), ip: null, userAgent: null }))._unsafeUnwrap();
      (await sessions.create({ id: 'fresh', userId: user.id, at: at(60), ip: null, userAgent: null }))._unsafeUnwrap();
      expect((await sessions.purgeBefore(at(30)))._unsafeUnwrap()).toBe(1);
      expect((await sessions.find('old'))._unsafeUnwrap()).toBeNull();
      expect((await sessions.find('fresh'))._unsafeUnwrap()).not.toBeNull();
    });
  });

  describe('SignInEventRepository', () => {
    it('reports each account with its last successful sign-in and the days it signed in, most recent first', async () => {
      const { users, signInEvents } = subject();
      const ana = await anAccount(users, { firstName: 'Ana', lastName: 'Soto' }, 'ana');
      const ben = await anAccount(users, { firstName: 'Ben', lastName: 'Ruiz' }, 'ben');
      await anAccount(users, { firstName: 'Cy', lastName: 'Never' }, 'cy');
      const event = (userId: UserId, userName: string, when: Date, succeeded = true) =>
        signInEvents.record({ userId, userName, succeeded, method: 'password', failureReason: succeeded ? null : 'password', ip: '10.0.0.2', userAgent: null, at: when });
      (await event(ana.id, 'ana', at(0)))._unsafeUnwrap();
      (await event(ana.id, 'ana', at(60)))._unsafeUnwrap();
      (await event(ana.id, 'ana', at(24 * 60)))._unsafeUnwrap();
      (await event(ben.id, 'ben', at(2 * 24 * 60)))._unsafeUnwrap();
      (await event(ana.id, 'ana', at(3 * 24 * 60), false))._unsafeUnwrap();
      const report = (await signInEvents.loginReport({ pageNumber: 1, pageSize: 20, searchQuery: null }))._unsafeUnwrap();
      expect(report.totalCount).toBe(3);
      expect(report.items).toEqual([
        { userName: 'ben', firstName: 'Ben', lastName: 'Ruiz', lastLoginAt: at(2 * 24 * 60).toISOString(), activeDays: 1 },
        { userName: 'ana', firstName: 'Ana', lastName: 'Soto', lastLoginAt: at(24 * 60).toISOString(), activeDays: 2 },
        { userName: 'cy', firstName: 'Cy', lastName: 'Never', lastLoginAt: null, activeDays: 0 },
      ]);
      expect((await signInEvents.loginReport({ pageNumber: 1, pageSize: 20, searchQuery: 'soto' }))._unsafeUnwrap().items.map((row) => row.userName)).toEqual(['ana']);
      // Sorted by a column over the whole report: an account never signed in has 0 days and no last login (last ascending).
      const sorted = async (sort: NonNullable<Parameters<typeof signInEvents.loginReport>[0]['sort']>) =>
        (await signInEvents.loginReport({ pageNumber: 1, pageSize: 20, searchQuery: null, sort }))._unsafeUnwrap().items.map((row) => row.userName);
      expect(await sorted({ field: 'activeDays', direction: 'desc' })).toEqual(['ana', 'ben', 'cy']);
      expect(await sorted({ field: 'activeDays', direction: 'asc' })).toEqual(['cy', 'ben', 'ana']);
      expect(await sorted({ field: 'lastLogin', direction: 'asc' })).toEqual(['ana', 'ben', 'cy']);
      expect(await sorted({ field: 'lastName', direction: 'asc' })).toEqual(['cy', 'ben', 'ana']);
      expect(await sorted({ field: 'userName', direction: 'desc' })).toEqual(['cy', 'ben', 'ana']);
    });
  });

  describe('SignInLockoutRepository', () => {
    it('locks a name after the allowed failures within the window and forgets them on clear', async () => {
      const { lockouts } = subject();
      expect((await lockouts.current('Mallory'))._unsafeUnwrap()).toEqual({ failures: 0, lockedUntil: null });
      expect((await lockouts.recordFailure('Mallory', at(0), POLICY))._unsafeUnwrap()).toEqual({ failures: 1, lockedUntil: null });
      expect((await lockouts.recordFailure(' mallory ', at(1), POLICY))._unsafeUnwrap()).toEqual({ failures: 2, lockedUntil: null });
      expect((await lockouts.recordFailure('MALLORY', at(2), POLICY))._unsafeUnwrap()).toEqual({ failures: 3, lockedUntil: at(17) });
      expect((await lockouts.current('mallory'))._unsafeUnwrap()).toEqual({ failures: 3, lockedUntil: at(17) });
      (await lockouts.clear('Mallory'))._unsafeUnwrap();
      expect((await lockouts.current('mallory'))._unsafeUnwrap()).toEqual({ failures: 0, lockedUntil: null });
    });

    it('starts a new run when the first failure is older than the window, and counts racing failures', async () => {
      const { lockouts } = subject();
      (await lockouts.recordFailure('eve', at(0), POLICY))._unsafeUnwrap();
      (await lockouts.recordFailure('eve', at(1), POLICY))._unsafeUnwrap();
      expect((await lockouts.recordFailure('eve', at(30), POLICY))._unsafeUnwrap()).toEqual({ failures: 1, lockedUntil: null });
      await Promise.all([1, 2, 3, 4].map((minute) => lockouts.recordFailure('trudy', at(minute), { ...POLICY, maxFailures: 10 })));
      expect((await lockouts.current('trudy'))._unsafeUnwrap().failures).toBe(4);
    });
  });

  describe('TotpSecretRepository', () => {
    it('stores a secret, confirms it and spends each time step at most once', async () => {
      const { users, totpSecrets } = subject();
      const user = await anAccount(users);
      expect((await totpSecrets.find(user.id))._unsafeUnwrap()).toBeNull();
      (await totpSecrets.save(user.id, 'JBSWY3DPEHPK3PXP', at()))._unsafeUnwrap();
      (await totpSecrets.confirm(user.id, at(1)))._unsafeUnwrap();
      expect((await totpSecrets.find(user.id))._unsafeUnwrap()).toEqual({ secret: 'JBSWY3DPEHPK3PXP', confirmedAt: at(1), lastUsedStep: null });
      expect((await totpSecrets.spendStep(user.id, 59_000_000))._unsafeUnwrap()).toBe(true);
      expect((await totpSecrets.spendStep(user.id, 59_000_000))._unsafeUnwrap()).toBe(false);
      expect((await totpSecrets.spendStep(user.id, 58_999_999))._unsafeUnwrap()).toBe(false);
      const racing = await Promise.all([totpSecrets.spendStep(user.id, 59_000_001), totpSecrets.spendStep(user.id, 59_000_001)]);
      expect(racing.map((result) => result._unsafeUnwrap()).filter(Boolean)).toHaveLength(1);
      (await totpSecrets.save(user.id, 'NEWSECRET', at(2)))._unsafeUnwrap();
      expect((await totpSecrets.find(user.id))._unsafeUnwrap()).toEqual({ secret: 'NEWSECRET', confirmedAt: null, lastUsedStep: null });
      (await totpSecrets.remove(user.id))._unsafeUnwrap();
      expect((await totpSecrets.find(user.id))._unsafeUnwrap()).toBeNull();
    });
  });

  describe('SingleUseLedger (spent tickets)', () => {
    it('lets a ticket be consumed once, even by racing requests', async () => {
      const { spentTickets } = subject();
      const keepUntil = new Date(Date.now() + 60_000);
      const racing = await Promise.all([spentTickets.consume('ticket-1', keepUntil), spentTickets.consume('ticket-1', keepUntil)]);
      expect(racing.map((result) => result._unsafeUnwrap()).sort()).toEqual([false, true]);
      expect((await spentTickets.consume('ticket-2', keepUntil))._unsafeUnwrap()).toBe(true);
    });
  });
}
