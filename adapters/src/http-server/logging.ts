import { posix } from 'node:path';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import { isApiPath, pathOf } from './api-path.js';

const UNMATCHED_API_PATH = '/api/(no such route)';
/** Every path outside the API that no route names: a page address, a missing file, anything a client made up. */
export const WEB_APP_PATH = '/(web app)';
const SERVED_STATUSES = new Set([200, 206, 304]);

/** Where log lines go and from which level on. */
export interface LogSettings {
  /** Receives one JSON line per call of `write`; standard output when omitted. */
  readonly destination?: DestinationStream;
  readonly level?: Level | 'silent';
}

/** Values that must never reach a log line even if someone logs the object that holds them. */
export const REDACTED_PATHS = [
  'authorization', 'cookie', 'password', 'token', 'access_token', 'accessToken', 'refreshToken', 'totp', 'code', 'ticket',
  '*.authorization', '*.cookie', '*.password', '*.token', '*.access_token', '*.accessToken', '*.refreshToken', '*.totp', '*.ticket',
  'req.headers', 'req.query', 'req.body', 'headers', 'query', 'body',
];

/** The route a request matched, unless it is only the web app's catch-all (whose path anyone can make up). */
function concretePattern(request: FastifyRequest): string | null {
  const pattern = request.routeOptions?.url;
  return pattern && !pattern.includes('*') ? pattern : null;
}

/**
 * A request as logged: method, the matched route pattern (`/api/patients/:id`, so ids and names in the path stay
 * out), else a fixed placeholder (`/api/(no such route)` or `/(web app)`): a path no route names is never logged,
 * since nothing vouches for what it contains (`/ZZCANARY.txt`, `/RecordsView/<name>`). The hub's paths are routes,
 * so its query (`access_token`, `id`) never appears. Never headers, query or body, which carry tokens and patient data.
 */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  const url = concretePattern(request) ?? (isApiPath(pathOf(request.url ?? '/')) ? UNMATCHED_API_PATH : WEB_APP_PATH);
  return { method: request.method, url, remoteAddress: request.ip };
}

/** The path of a web-app file the static handler actually served, as it resolved inside the folder; otherwise null. */
function servedFile(reply: FastifyReply): string | null {
  const request = reply.request as FastifyRequest | undefined;
  if (request === undefined || !SERVED_STATUSES.has(reply.statusCode) || !request.routeOptions?.url?.includes('*')) return null;
  const path = pathOf(request.url ?? '/');
  if (isApiPath(path)) return null;
  try {
    return posix.normalize(decodeURIComponent(path));
  } catch {
    return null;
  }
}

/** A reply as logged: its status, and for a web-app file that was served, that file's path (never a page address). */
export function serializeReply(reply: FastifyReply): Record<string, unknown> {
  const file = servedFile(reply);
  return file === null ? { statusCode: reply.statusCode } : { statusCode: reply.statusCode, file };
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

/**
 * One log line per request, written when it is answered: method, route pattern, client address, status and time
 * taken. Fastify's own controller writes two (on arrival and on answer): the arrival line says nothing the answer
 * line does not, and costs a few per cent of a list page. A request still running when the process dies leaves no line.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
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
