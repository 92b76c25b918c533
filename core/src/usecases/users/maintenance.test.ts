import { describe, expect, it } from 'vitest';
import type { Caller } from '../caller.js';
import { anAccount, fakePorts } from '../../testing/ports/fake-ports.js';
import { setMaintenance, validatePassword } from './maintenance.js';

const admin: Caller = { userId: 1 as never, role: 'Admin', userName: 'admin', sessionId: 's', doctorId: null };

function world() {
  const ports = fakePorts();
  ports.accounts.add(anAccount({ userId: 1, role: 'Admin', userName: 'admin' }));
  return ports;
}

describe('maintenance switch', () => {
  it('asks for the password when it is empty', async () => {
    const ports = world();
    expect((await setMaintenance(ports, admin, { password: '', enabled: true }))._unsafeUnwrapErr())
      .toEqual({ kind: 'ValidationFailed', issues: [{ field: 'password', message: 'Please enter your password' }] });
    expect((await ports.settings.get())._unsafeUnwrap().maintenance).toBe(false);
  });

  it('says "Wrong password" for another password and counts it as a failed sign-in', async () => {
    const ports = world();
    expect((await setMaintenance(ports, admin, { password: 'guess', enabled: true }))._unsafeUnwrapErr())
      .toEqual({ kind: 'ValidationFailed', issues: [{ field: 'password', message: 'Wrong password' }] });
    expect((await validatePassword(ports, admin, 'guess'))._unsafeUnwrap()).toBe(false);
    expect((await ports.lockouts.current('admin'))._unsafeUnwrap().failures).toBe(2);
    expect((await ports.settings.get())._unsafeUnwrap().maintenance).toBe(false);
  });

  it('turns maintenance on and off with the right password', async () => {
    const ports = world();
    expect((await validatePassword(ports, admin, 'password'))._unsafeUnwrap()).toBe(true);
    await setMaintenance(ports, admin, { password: 'password', enabled: true });
    expect((await ports.settings.get())._unsafeUnwrap().maintenance).toBe(true);
    await setMaintenance(ports, admin, { password: 'password', enabled: false });
    expect((await ports.settings.get())._unsafeUnwrap().maintenance).toBe(false);
  });

  it('tells every hub process when maintenance starts, so the sockets it shuts out close', async () => {
    const ports = world();
    await setMaintenance(ports, admin, { password: 'password', enabled: true });
    await setMaintenance(ports, admin, { password: 'password', enabled: false });
    expect(ports.hubBus.events).toEqual([{ kind: 'maintenanceStarted' }]);
  });
});
