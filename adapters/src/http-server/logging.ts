import type { FastifyReply, FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import { isApiPath, pathOf } from './api-path.js';

const UNMATCHED_API_PATH = '/api/(no such route)';

/** Where log lines go and from which level on. */
export interface LogSettings {
  /** Receives one JSON line per call of `write`; standard output when omitted. */
  readonly destination?: DestinationStream;
  readonly level?: Level | 'silent';
}

/** Values that must never reach a log line even if someone logs the object that holds them. */
export const REDACTED_PATHS = [
  'authorization', 'cookie', 'password', 'token', 'access_token', 'accessToken', 'refreshToken', 'totp', 'code',
  '*.authorization', '*.cookie', '*.password', '*.token', '*.access_token', '*.accessToken', '*.refreshToken', '*.totp',
  'req.headers', 'req.query', 'req.body', 'headers', 'query', 'body',
];

/**
 * A request as logged: method, the matched route pattern (`/api/patients/:id`, so ids and names in the path stay
 * out) or, for a web-app file, its path without the query string; the caller's address. An API path that matched
 * no route is not logged at all, since nothing vouches for what it contains. Never headers, query or body, which
 * carry tokens and patient data.
 */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  const pattern = request.routeOptions?.url;
  const path = pathOf(request.url ?? '/');
  const url = pattern && !pattern.includes('*') ? pattern : isApiPath(path) ? UNMATCHED_API_PATH : path;
  return { method: request.method, url, remoteAddress: request.ip };
}

export function serializeReply(reply: FastifyReply): Record<string, unknown> {
  return { statusCode: reply.statusCode };
}

/**
 * An error as logged: its type, code and stack frames, without the message. Driver and parser messages quote
 * the values they choke on (a duplicate key, a bad token), and those values may be patient data.
 */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).map((line) => line.trim());
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return { type: error.constructor.name, code, statusCode, frames };
}

/** The server's pino logger: redacted, with the serializers above. */
export function createLogger(settings: LogSettings = {}): Logger {
  return pino(
    {
      level: settings.level ?? 'info',
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { req: serializeRequest, res: serializeReply, err: serializeError, error: serializeError },
    },
    settings.destination ?? pino.destination(1),
  );
}
