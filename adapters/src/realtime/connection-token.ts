import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A public connection id: 128 random bits. */
export function newConnectionId(): string {
  return randomBytes(16).toString('base64url');
}

/** What a connection token names; the identity it is bound to is checked with {@link tokenMatches}. */
export interface ConnectionTicket {
  readonly connectionId: string;
  readonly expiresAt: number;
}

const mac = (secret: Uint8Array, connectionId: string, expiresAt: number, userId: string, sessionId: string) =>
  createHmac('sha256', secret).update(`${connectionId}\n${expiresAt}\n${userId}\n${sessionId}`).digest('base64url');

/**
 * The secret `connectionToken` of negotiate: the connection id and an expiry, signed together with the
 * user and session it was issued to. Any process that knows the secret can accept it, so negotiate and
 * upgrade may land on different processes; a token is useless to anyone but its own session.
 */
export function signConnectionToken(secret: Uint8Array, ticket: ConnectionTicket, identity: { userId: string; sessionId: string }): string {
  return `${ticket.connectionId}.${ticket.expiresAt.toString(36)}.${mac(secret, ticket.connectionId, ticket.expiresAt, identity.userId, identity.sessionId)}`;
}

/** Reads the connection id and expiry of a token without trusting them yet; null for anything malformed. */
export function readConnectionToken(token: string): (ConnectionTicket & { signature: string }) | null {
  const match = /^([A-Za-z0-9_-]{22})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (match === null) return null;
  const [, connectionId = '', expiry = '', signature = ''] = match;
  return { connectionId, expiresAt: Number.parseInt(expiry, 36), signature };
}

/** Whether a token read by {@link readConnectionToken} was signed by this secret for this user and session. */
export function tokenMatches(secret: Uint8Array, token: ConnectionTicket & { signature: string }, identity: { userId: string; sessionId: string }): boolean {
  const expected = Buffer.from(mac(secret, token.connectionId, token.expiresAt, identity.userId, identity.sessionId));
  const given = Buffer.from(token.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
