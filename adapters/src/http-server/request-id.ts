import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The request-id header, read and answered. */
export const REQUEST_ID_HEADER = 'x-request-id';

// A caller's id is kept only when it is short and plain (a UUID, a proxy's hex or base64url id), so a log line
// never carries a line break, markup or a megabyte someone put in a header (ASVS 16.4.1).
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of a request: the caller's `X-Request-Id` when well formed, so a proxy's or client's id follows the
 * request into our log; else a new UUID. Fastify binds it as `reqId` to every log line of the request.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}

/** Answers every request, errors and 404s included, with its id in `X-Request-Id`. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
