import { describe, expect, it } from 'vitest';
import { anAccount, fakePorts } from '../../testing/ports/fake-ports.js';
import { signInWithPassword } from './sign-in-with-password.js';

const origin = { ip: '203.0.113.9', userAgent: 'test' };
const attempt = (userName: string, password: string, code: string | null = null) => ({ userName, password, code, ...origin });

describe('signInWithPassword', () => {
  it('answers the current user with a fresh token, the role menu sorted by position and records the sign-in', async () => {
    const ports = fakePorts();
    ports.accounts.add(anAccount({ userId: 7, role: 'Doctor', userName: 'doctor', fullName: 'Ana Doe', ipaNumber: 'IPA-1' }));
    const user = (await signInWithPassword(ports, attempt(' Doctor ', 'password')))._unsafeUnwrap();
    expect(user).toMatchObject({ userId: 7, remoteUserId: 7, userName: 'doctor', fullName: 'Ana Doe', role: 'Doctor', ipaNumber: 'IPA-1' });
    expect(user.token).toMatch(/^token:7:/);
    expect(user.menus.length).toBeGreaterThan(0);
    expect(user.menus.map((item) => item.position)).toEqual([...user.menus.map((item) => item.position)].sort((a, b) => a - b));
    expect(ports.sessions.size).toBe(1);
    expect(ports.signInEvents.events).toEqual([expect.objectContaining({ userName: 'doctor', succeeded: true, userId: 7, ip: origin.ip })]);
  });

  it('refuses a wrong password and an unknown name alike, without ever recording the password', async () => {
    const ports = fakePorts();
    ports.accounts.add(anAccount({ userId: 7, role: 'Doctor', userName: 'doctor' }));
    const wrong = (await signInWithPassword(ports, attempt('doctor', 'nope')))._unsafeUnwrapErr();
    const unknown = (await signInWithPassword(ports, attempt('ghost', 'nope')))._unsafeUnwrapErr();
    expect([wrong, unknown]).toEqual([{ kind: 'InvalidCredentials' }, { kind: 'InvalidCredentials' }]);
    expect(JSON.stringify(ports.signInEvents.events)).not.toContain('nope');
    expect(ports.sessions.size).toBe(0);
  });

  it('never keeps a name that is no account\'s (a password typed as user name) in the sign-in events', async () => {
    const ports = fakePorts();
    ports.accounts.add(anAccount({ userId: 7, role: 'Doctor', userName: 'doctor' }));
    await signInWithPassword(ports, attempt('Secret-Passw0rd', 'doctor'));
    await signInWithPassword(ports, attempt('doctor', 'wrong'));
    expect(ports.signInEvents.events.map((event) => event.userName)).toEqual(['(unknown user)', 'doctor']);
    expect(JSON.stringify(ports.signInEvents.events).toLowerCase()).not.toContain('secret-passw0rd');
  });

  it('locks a name after five failures in 15 minutes, even for the right password, and leaves other names alone', async () => {
    const ports = fakePorts();
    ports.accounts.add(anAccount({ userId: 7, role: 'Doctor', userName: 'doctor' })).add(anAccount({ userId: 8, role: 'Staff', userName: 'staff' }));
    const kinds: string[] = [];
    for (let i = 0; i < 5; i += 1) kinds.push((await signInWithPassword(ports, attempt('doctor', 'wrong')))._unsafeUnwrapErr().kind);
    expect(kinds).toEqual(Array(5).fill('InvalidCredentials'));
    const locked = (await signInWithPassword(ports, attempt('doctor', 'password')))._unsafeUnwrapErr();
    expect(locked).toEqual({ kind: 'AccountLocked', retryAfterSeconds: 900 });
    expect((await signInWithPassword(ports, attempt('staff', 'password'))).isOk()).toBe(true);
    ports.clock.advance(15 * 60_000 + 1000);
    expect((await signInWithPassword(ports, attempt('doctor', 'password'))).isOk()).toBe(true);
  });

  it('lets only an Admin in while maintenance is on', async () => {
    const ports = fakePorts();
    ports.accounts.add(anAccount({ userId: 1, role: 'Admin', userName: 'admin' })).add(anAccount({ userId: 2, role: 'Superuser', userName: 'superuser' }));
    await ports.settings.setMaintenance(true);
    expect((await signInWithPassword(ports, attempt('superuser', 'password')))._unsafeUnwrapErr()).toEqual({ kind: 'Maintenance' });
    expect((await signInWithPassword(ports, attempt('admin', 'password'))).isOk()).toBe(true);
  });

  it('refuses a disabled account as if the password were wrong', async () => {
    const ports = fakePorts();
    ports.accounts.add(anAccount({ userId: 7, role: 'Doctor', userName: 'doctor', active: false }));
    expect((await signInWithPassword(ports, attempt('doctor', 'password')))._unsafeUnwrapErr()).toEqual({ kind: 'InvalidCredentials' });
  });

  describe('with two-factor sign-in on', () => {
    const twoFactor = () => {
      const ports = fakePorts();
      ports.accounts.add(anAccount({ userId: 7, role: 'Doctor', userName: 'doctor', twoFactorEnabled: true }));
      return ports;
    };

    it('asks for a code, says whether the user must enrol first, and confirms the enrolment with the first good code', async () => {
      const ports = twoFactor();
      expect((await signInWithPassword(ports, attempt('doctor', 'password')))._unsafeUnwrapErr()).toEqual({ kind: 'SecondFactorRequired', enrolled: false });
      await ports.totpSecrets.save(7 as never, 'SECRET');
      expect((await signInWithPassword(ports, attempt('doctor', 'password')))._unsafeUnwrapErr()).toEqual({ kind: 'SecondFactorRequired', enrolled: true });
      expect((await signInWithPassword(ports, attempt('doctor', 'password', 'step-10'))).isOk()).toBe(true);
      expect((await ports.totpSecrets.find(7 as never))._unsafeUnwrap()?.confirmedAt).not.toBeNull();
      expect((await signInWithPassword(ports, attempt('doctor', 'password')))._unsafeUnwrapErr()).toEqual({ kind: 'SecondFactorRequired', enrolled: true });
    });

    it('accepts a code once: a replay is refused and counts as a failure', async () => {
      const ports = twoFactor();
      await ports.totpSecrets.save(7 as never, 'SECRET');
      expect((await signInWithPassword(ports, attempt('doctor', 'password', 'step-10'))).isOk()).toBe(true);
      expect((await signInWithPassword(ports, attempt('doctor', 'password', 'step-10')))._unsafeUnwrapErr()).toEqual({ kind: 'TotpRejected', reason: 'replayed' });
      expect((await signInWithPassword(ports, attempt('doctor', 'password', 'garbage')))._unsafeUnwrapErr()).toEqual({ kind: 'TotpRejected', reason: 'invalid' });
      expect((await ports.lockouts.current('doctor'))._unsafeUnwrap().failures).toBe(2);
    });
  });
});
