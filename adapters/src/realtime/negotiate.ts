import type { IncomingMessage, ServerResponse } from 'node:http';
import { newConnectionId, signConnectionToken } from './connection-token.js';
import { bearerOf, corsHeaders, reply } from './http-replies.js';
import type { HubState } from './hub-state.js';

const AVAILABLE_TRANSPORTS = [{ transport: 'WebSockets', transferFormats: ['Text'] }];
const PREFLIGHT = {
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'authorization, x-requested-with, x-signalr-user-agent, content-type',
  'Access-Control-Max-Age': '600',
};

/**
 * `POST {hub}/negotiate` (and its CORS preflight). Authenticates the `Authorization: Bearer` token, then
 * answers negotiateVersion 1 (public connectionId + secret connectionToken) or 0 when the client asks
 * for it (connectionId only, which is then the secret), offering WebSockets only. `?userId=` is ignored.
 */
export async function handleNegotiate(state: HubState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const cors = corsHeaders(req, state.options.allowedOrigins);
  const refuse = (status: number, headers: Record<string, string> = {}) => {
    state.metrics.rejectedNegotiations += 1;
    reply(req, res, status, { ...(cors ?? {}), ...headers });
  };
  if (cors === null) return refuse(403);
  if (req.method === 'OPTIONS') return reply(req, res, 204, { ...cors, ...PREFLIGHT });
  if (req.method !== 'POST') return refuse(405, { Allow: 'POST, OPTIONS' });
  const token = bearerOf(req);
  if (token === null) return refuse(401, { 'WWW-Authenticate': 'Bearer' });
  const identity = await state.authenticator.authenticate(token);
  if (identity.isErr()) return refuse(503);
  if (identity.value === null) return refuse(401, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });

  const query = new URL(req.url ?? '/', 'http://hub.invalid').searchParams;
  const version = Number(query.get('negotiateVersion') ?? '0') >= 1 ? 1 : 0;
  const connectionId = newConnectionId();
  const expiresAt = state.options.now() + state.options.connectionTokenTtlMs;
  const connectionToken = signConnectionToken(state.options.connectionTokenSecret, { connectionId, expiresAt }, identity.value);
  state.metrics.negotiations += 1;
  state.options.logger.info({ connectionId, userId: identity.value.userId, negotiateVersion: version }, 'hub negotiated');
  reply(req, res, 200, cors, version === 1
    ? { negotiateVersion: 1, connectionId, connectionToken, availableTransports: AVAILABLE_TRANSPORTS }
    : { negotiateVersion: 0, connectionId: connectionToken, availableTransports: AVAILABLE_TRANSPORTS });
}
