import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { UserIdSchema } from '../../domain/ids.js';
import type { ServiceUnavailable } from '../../ports/auth/service-unavailable.js';
import type { HubIdentity } from '../../ports/realtime/hub-identity.js';
import type { Caller } from '../caller.js';
import { SESSION_IDLE_LIMIT_MS } from '../security-policy.js';
import type { AppPorts } from '../app-ports.js';
import { liveSession, type AuthenticatePorts } from './authenticate-token.js';
import { shutOutByMaintenance } from './maintenance-gate.js';

/** A hub ticket as the API hands it out: the value for the hub URL and the instant after which it is refused. */
export interface HubTicket {
  readonly ticket: string;
  readonly expiresAt: Date;
}

/**
 * A single-use ticket (valid at most 60 s) that opens one real-time connection for the caller's session. The web app
 * puts it in the hub URL instead of its API token, so no URL ever carries a token that still works once used.
 */
export function issueHubTicket(ports: Pick<AuthenticatePorts, 'tokens'>, caller: Caller): ResultAsync<HubTicket, ServiceUnavailable> {
  return ports.tokens.issueHubTicket({ userId: String(caller.userId), sessionId: caller.sessionId })
    .map((issued) => ({ ticket: issued.token, expiresAt: issued.expiresAt }));
}

/**
 * The identity behind a hub ticket: it must verify, never have been redeemed before (redeeming spends it, in every
 * server process), and its session must still be live for an active account (opening the connection counts as
 * activity), and maintenance must not shut its role out. `ok(null)` for any ticket that is not accepted, an API token included; `err` only when the check could
 * not run.
 */
export function authenticateHubTicket(ports: AuthenticatePorts & Pick<AppPorts, 'settings'>, ticket: string): ResultAsync<HubIdentity | null, ServiceUnavailable> {
  return ports.tokens.redeemHubTicket(ticket)
    .map((verified) => ({ verified, userId: UserIdSchema.safeParse(Number(verified.userId)) }))
    .andThen(({ verified, userId }) => (userId.success ? liveSession(ports, userId.data, verified.sessionId) : errAsync({ kind: 'Unauthenticated' as const })))
    // A ticket fetched just before maintenance began opens nothing for a role that maintenance shuts out.
    .andThen((caller) => shutOutByMaintenance(ports, caller)
      .andThen((shutOut) => (shutOut ? errAsync({ kind: 'Unauthenticated' as const }) : okAsync(caller))))
    .map((caller): HubIdentity | null => ({
      userId: String(caller.userId), role: caller.role, sessionId: caller.sessionId,
      expiresAt: new Date(ports.clock.now().getTime() + SESSION_IDLE_LIMIT_MS),
    }))
    .orElse((error) => (error.kind === 'Unavailable' ? errAsync<HubIdentity | null, ServiceUnavailable>(error) : okAsync(null)));
}
