import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { STATUS_CODES } from 'node:http';
import { isOriginAllowed } from './origin-policy.js';

/** The bearer token of an `Authorization: Bearer …` header, or null. */
export function bearerOf(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** CORS headers for an allowed Origin: the origin itself (never `*`) and credentials, as the client sends cookies. */
export function corsHeaders(req: IncomingMessage, allowedOrigins: readonly string[]): Record<string, string> | null {
  const origin = req.headers.origin;
  if (!isOriginAllowed(origin, req.headers.host, allowedOrigins)) return null;
  return origin === undefined ? {} : { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' };
}

/** Answers a plain HTTP request with a status and an optional JSON body; the request body is discarded. */
export function reply(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, body?: unknown): void {
  req.resume();
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...headers, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff',
    ...(body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }), 'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Refuses a WebSocket upgrade with a plain HTTP status; nothing is upgraded. */
export function refuseUpgrade(socket: Duplex, status: number): void {
  if (socket.destroyed) return;
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\nCache-Control: no-store\r\n\r\n`);
  socket.destroy();
}
