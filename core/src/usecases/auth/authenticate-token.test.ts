import { describe, expect, it } from 'vitest';
import type { UserId } from '../../domain/ids.js';
import { anAccount, fakePorts } from '../../testing/ports/fake-ports.js';
import { authenticateToken } from './authenticate-token.js';
import { signInWithPassword } from './sign-in-with-password.js';
import { signOut } from './sign-out.js';
import { authenticateHubToken, hubSessionExpiry } from './hub-access.js';

async function signedIn() {
  const ports = fakePorts();
  ports.accounts.add(anAccount({ userId: 7, role: 'Staff', userName: 'staff' }));
  const user = (await signInWithPassword(ports, { userName: 'staff', password: 'password', code: null, ip: null, userAgent: null }))._unsafeUnwrap();
  return { ports, token: user.token };
}

describe('authenticateToken', () => {
  it('keeps a session alive while it is used at least every 15 minutes', async () => {
    const { ports, token } = await signedIn();
    for (let i = 0; i < 4; i += 1) {
      ports.clock.advance(14 * 60_000 + 59_000);
      expect((await authenticateToken(ports, token))._unsafeUnwrap()).toMatchObject({ userId: 7, role: 'Staff', userName: 'staff' });
    }
  });

  it('refuses the token once the session sat idle for more than 15 minutes', async () => {
    const { ports, token } = await signedIn();
    ports.clock.advance(15 * 60_000 + 1000);
    expect((await authenticateToken(ports, token))._unsafeUnwrapErr()).toEqual({ kind: 'Unauthenticated' });
  });

  it('refuses the token after sign-out and tells the hub to close the session', async () => {
    const { ports, token } = await signedIn();
    const caller = (await authenticateToken(ports, token))._unsafeUnwrap();
    await signOut(ports, caller);
    expect((await authenticateToken(ports, token))._unsafeUnwrapErr()).toEqual({ kind: 'Unauthenticated' });
    expect(ports.hubBus.events).toEqual([{ kind: 'sessionEnded', sessionId: caller.sessionId }]);
    expect((await hubSessionExpiry(ports, caller.sessionId))._unsafeUnwrap()).toBeNull();
  });

  it('refuses a disabled account, a malformed token and a token of another user', async () => {
    const { ports, token } = await signedIn();
    const forged = token.replace('token:7:', 'token:8:');
    expect((await authenticateToken(ports, forged))._unsafeUnwrapErr()).toEqual({ kind: 'Unauthenticated' });
    expect((await authenticateToken(ports, 'nonsense'))._unsafeUnwrapErr()).toEqual({ kind: 'Unauthenticated' });
    await ports.users.setActive(7 as UserId, false);
    expect((await authenticateToken(ports, token))._unsafeUnwrapErr()).toEqual({ kind: 'Unauthenticated' });
  });

  it('gives the hub an identity for a live token and null for a dead one', async () => {
    const { ports, token } = await signedIn();
    const identity = (await authenticateHubToken(ports, token))._unsafeUnwrap();
    expect(identity).toMatchObject({ userId: '7', role: 'Staff' });
    expect((await hubSessionExpiry(ports, identity!.sessionId))._unsafeUnwrap()?.getTime()).toBe(ports.clock.now().getTime() + 900_000);
    expect((await authenticateHubToken(ports, 'nonsense'))._unsafeUnwrap()).toBeNull();
  });
});
