import type { ResultAsync } from 'neverthrow';
import type { ServiceUnavailable } from '../auth/service-unavailable.js';
import type { HubIdentity } from './hub-identity.js';

/** Turns the bearer token a hub client presents into an identity, and tells whether a session still lives. */
export interface HubAuthenticator {
  /**
   * `ok(identity)` for a valid token (an API token or a single-use hub ticket, as the composition root
   * decides); `ok(null)` for a missing, malformed, expired, replayed or revoked one. `err` only when the
   * check itself could not run. The token is never logged or stored by the caller.
   */
  authenticate(token: string): ResultAsync<HubIdentity | null, ServiceUnavailable>;
  /**
   * The current expiry of a session, or `ok(null)` once it has ended (log-out, idle limit, absolute
   * limit, account disabled). The hub asks only when a connection's known expiry has passed, so an
   * active user's sliding session keeps its socket open.
   */
  sessionExpiry(sessionId: string): ResultAsync<Date | null, ServiceUnavailable>;
}
