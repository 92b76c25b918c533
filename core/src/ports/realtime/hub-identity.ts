import type { RoleName } from '../../domain/role.js';

/**
 * Who holds a real-time connection, as proven by the bearer token (never by a query parameter).
 * `sessionId` names the sign-in session the token belongs to; `expiresAt` is the instant after which
 * the hub asks {@link HubAuthenticator.sessionExpiry} again before it lets the connection live on.
 */
export interface HubIdentity {
  readonly userId: string;
  readonly role: RoleName;
  readonly sessionId: string;
  readonly expiresAt: Date;
}
