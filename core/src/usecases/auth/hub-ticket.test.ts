import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { UserId } from '../../domain/ids.js';
import type { InvalidToken, IssuedToken, TokenSubject, VerifiedToken } from '../../ports/auth/token-service.js';
import type { ServiceUnavailable } from '../../ports/auth/service-unavailable.js';
import { TransparentTokens } from '../../testing/ports/fake-auth.js';
import { anAccount, fakePorts } from '../../testing/ports/fake-ports.js';
import { authenticateToken } from './authenticate-token.js';
import { authenticateHubTicket, issueHubTicket } from './hub-ticket.js';
import { signInWithPassword } from './sign-in-with-password.js';
import { signOut } from './sign-out.js';

/** API tokens as the transparent fake makes them; hub tickets of their own shape (`ticket:<user>:<session>:<n>`), each redeemable once. */
class SingleUseTickets extends TransparentTokens {
  private issued = 0;
  private readonly spent = new Set<string>();

  override issueHubTicket(subject: TokenSubject): ResultAsync<IssuedToken, ServiceUnavailable> {
    this.issued += 1;
    return okAsync({ token: `ticket:${subject.userId}:${subject.sessionId}:${this.issued}`, tokenId: String(this.issued), expiresAt: new Date(8.64e15) });
  }

  override redeemHubTicket(ticket: string): ResultAsync<VerifiedToken, InvalidToken | ServiceUnavailable> {
    const [tag, userId, sessionId] = ticket.split(':');
    if (tag !== 'ticket' || !userId || !sessionId) return errAsync({ kind: 'InvalidToken', reason: 'audience' });
    if (this.spent.has(ticket)) return errAsync({ kind: 'InvalidToken', reason: 'replayed' });
    this.spent.add(ticket);
    return okAsync({ userId, sessionId, tokenId: ticket, issuedAt: new Date(0), expiresAt: new Date(8.64e15) });
  }
}

async function signedIn() {
  const ports = { ...fakePorts(), tokens: new SingleUseTickets() };
  ports.accounts.add(anAccount({ userId: 7, role: 'Doctor', userName: 'doctor' }));
  const user = (await signInWithPassword(ports, { userName: 'doctor', password: 'password', code: null, ip: null, userAgent: null }))._unsafeUnwrap();
  const caller = (await authenticateToken(ports, user.token))._unsafeUnwrap();
  return { ports, caller, apiToken: user.token };
}

describe('hub tickets', () => {
  it('opens one connection for the caller\'s session: the identity comes from the ticket, a second redemption is refused', async () => {
    const { ports, caller } = await signedIn();
    const { ticket } = (await issueHubTicket(ports, caller))._unsafeUnwrap();
    const identity = (await authenticateHubTicket(ports, ticket))._unsafeUnwrap();
    expect(identity).toEqual({ userId: '7', role: 'Doctor', sessionId: caller.sessionId, expiresAt: new Date(ports.clock.now().getTime() + 900_000) });
    expect((await authenticateHubTicket(ports, ticket))._unsafeUnwrap()).toBeNull();
  });

  it('refuses an API token in place of a ticket', async () => {
    const { ports, apiToken } = await signedIn();
    expect((await authenticateHubTicket(ports, apiToken))._unsafeUnwrap()).toBeNull();
  });

  it('refuses a ticket whose session ended or sat idle, or whose account was disabled, after it was issued', async () => {
    const { ports, caller } = await signedIn();
    const afterSignOut = (await issueHubTicket(ports, caller))._unsafeUnwrap().ticket;
    await signOut(ports, caller);
    expect((await authenticateHubTicket(ports, afterSignOut))._unsafeUnwrap()).toBeNull();

    const idle = await signedIn();
    const late = (await issueHubTicket(idle.ports, idle.caller))._unsafeUnwrap().ticket;
    idle.ports.clock.advance(15 * 60_000 + 1_000);
    expect((await authenticateHubTicket(idle.ports, late))._unsafeUnwrap()).toBeNull();

    const disabled = await signedIn();
    const ticket = (await issueHubTicket(disabled.ports, disabled.caller))._unsafeUnwrap().ticket;
    await disabled.ports.users.setActive(7 as UserId, false);
    expect((await authenticateHubTicket(disabled.ports, ticket))._unsafeUnwrap()).toBeNull();
  });

  it('refuses a Doctor\'s ticket issued before maintenance began', async () => {
    const { ports, caller } = await signedIn();
    const { ticket } = (await issueHubTicket(ports, caller))._unsafeUnwrap();
    await ports.settings.setMaintenance(true);
    expect((await authenticateHubTicket(ports, ticket))._unsafeUnwrap()).toBeNull();
  });
});
