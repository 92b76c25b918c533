import type { HubIdentity } from '@rafdesk/core';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket, WebSocketServer } from 'ws';
import { newConnectionId, readConnectionToken, tokenMatches } from './connection-token.js';
import { bearerOf, refuseUpgrade } from './http-replies.js';
import type { HubState } from './hub-state.js';
import { isOriginAllowed } from './origin-policy.js';

/** Called with the upgraded socket, its connection id and the identity proven by the bearer token. */
export type AttachSocket = (socket: WebSocket, connectionId: string, identity: HubIdentity, tokenExpiresAt: number) => void;

type Admission = { connectionId: string; token: ReturnType<typeof readConnectionToken> } | { status: number };

function admit(state: HubState, id: string | null): Admission {
  if (id === null) return { connectionId: newConnectionId(), token: null };
  const token = readConnectionToken(id);
  if (token === null || token.expiresAt < state.options.now()) return { status: 404 };
  if (state.registry.has(token.connectionId) || state.reserved.has(token.connectionId)) return { status: 409 };
  if (state.consumed.has(token.connectionId)) return { status: 404 };
  return { connectionId: token.connectionId, token };
}

/**
 * The WebSocket upgrade on `{hub}`: Origin on the allowlist (else 403), a bearer token from the
 * `Authorization` header or the `access_token` query (else 401), and, unless the client skipped
 * negotiate, an `id` token issued to this very session (unknown or foreign 404, already connected 409).
 * Only then is the socket upgraded. Nothing of the URL is logged.
 */
export async function handleUpgrade(
  state: HubState, wss: WebSocketServer, attach: AttachSocket, req: IncomingMessage, socket: Duplex, head: Buffer,
): Promise<void> {
  socket.on('error', () => socket.destroy());
  const refuse = (status: number) => {
    state.metrics.rejectedUpgrades += 1;
    state.options.logger.info({ status }, 'hub upgrade refused');
    refuseUpgrade(socket, status);
  };
  if ((req.headers.upgrade ?? '').toLowerCase() !== 'websocket') return refuse(400);
  if (!isOriginAllowed(req.headers.origin, req.headers.host, state.options.allowedOrigins)) return refuse(403);
  const query = new URL(req.url ?? '/', 'http://hub.invalid').searchParams;
  const bearer = bearerOf(req) ?? query.get('access_token');
  if (bearer === null || bearer === '') return refuse(401);

  const admission = admit(state, query.get('id'));
  if ('status' in admission) return refuse(admission.status);
  const { connectionId, token } = admission;
  state.reserved.add(connectionId);
  try {
    const identity = await state.authenticator.authenticate(bearer);
    if (identity.isErr()) return refuse(503);
    if (identity.value === null) return refuse(401);
    if (token !== null && !tokenMatches(state.options.connectionTokenSecret, token, identity.value)) return refuse(404);
    if (socket.destroyed) return;
    const tokenExpiresAt = token?.expiresAt ?? state.options.now();
    const who = identity.value;
    wss.handleUpgrade(req, socket, head, (ws) => attach(ws, connectionId, who, tokenExpiresAt));
  } finally {
    state.reserved.delete(connectionId);
  }
}
