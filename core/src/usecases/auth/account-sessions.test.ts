import { describe, expect, it } from 'vitest';
import type { UserId } from '../../domain/ids.js';
import { anAccount, fakePorts } from '../../testing/ports/fake-ports.js';
import { changeOwnPassword } from '../users/change-password.js';
import { enrolSecondFactor } from './enrol-second-factor.js';
import { signInWithPassword } from './sign-in-with-password.js';
import { SESSION_PURGE_AFTER_MS } from '../security-policy.js';

// Issue 32 item 7: a password change ends the other sessions, a pending enrolment stays, ended sessions are purged.
const origin = { ip: '203.0.113.9', userAgent: 'test' };
const DOCTOR = 7 as UserId;

function practice(twoFactorEnabled = false) {
  const ports = fakePorts();
  ports.accounts.add(anAccount({ userId: DOCTOR, role: 'Doctor', userName: 'doctor', twoFactorEnabled }));
  return ports;
}

async function sessionsOf(ports: ReturnType<typeof fakePorts>, ids: readonly string[]) {
  return Promise.all(ids.map(async (id) => (await ports.sessions.find(id))._unsafeUnwrap()));
}

describe('sessions and enrolment of an account', () => {
  it('a password change ends every other session of the user (ASVS 7.4.3) and keeps the one that changed it', async () => {
    const ports = practice();
    for (const id of ['here', 'phone', 'laptop']) (await ports.sessions.create({ id, userId: DOCTOR, at: ports.clock.now(), ip: null, userAgent: null }))._unsafeUnwrap();
    const caller = { userId: DOCTOR, userName: 'doctor', role: 'Doctor' as const, sessionId: 'here', doctorId: null };
    (await changeOwnPassword(ports, caller, { currentPassword: 'password', newPassword: 'a much longer passphrase' }))._unsafeUnwrap();
    const [here, phone, laptop] = await sessionsOf(ports, ['here', 'phone', 'laptop']);
    expect(here?.revokedAt).toBeNull();
    expect(phone?.revokedAt).not.toBeNull();
    expect(laptop?.revokedAt).not.toBeNull();
  });

  it('an enrolment in progress cannot be replaced by another holder of the password', async () => {
    const ports = practice(true);
    const first = (await enrolSecondFactor(ports, { userName: 'doctor', password: 'password', ...origin }))._unsafeUnwrap();
    expect((await enrolSecondFactor(ports, { userName: 'doctor', password: 'password', ...origin }))._unsafeUnwrapErr()).toEqual({ kind: 'Forbidden' });
    expect((await ports.totpSecrets.find(DOCTOR))._unsafeUnwrap()?.secret).toBe(first.secret);
  });

  it('a sign-in deletes the sessions that ended more than a day before', async () => {
    const ports = practice();
    (await ports.sessions.create({ id: 'old', userId: DOCTOR, at: ports.clock.now(), ip: null, userAgent: null }))._unsafeUnwrap();
    ports.clock.advance(SESSION_PURGE_AFTER_MS + 60_000);
    (await signInWithPassword(ports, { userName: 'doctor', password: 'password', code: null, ...origin }))._unsafeUnwrap();
    expect((await ports.sessions.find('old'))._unsafeUnwrap()).toBeNull();
  });
});
