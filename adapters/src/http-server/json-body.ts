import type { FastifyInstance } from 'fastify';
import { jsonDeeperThan, MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from '@rafdesk/core';

/** The parser's refusals, by the code the error handler words them by. */
export const JSON_BODY_PROBLEMS = { RAFDESK_JSON_TOO_DEEP: `body: ${TOO_DEEP_MESSAGE}` } as const;

const tooDeep = () => Object.assign(new Error(JSON_BODY_PROBLEMS.RAFDESK_JSON_TOO_DEEP), { statusCode: 400, code: 'RAFDESK_JSON_TOO_DEEP' });

/**
 * JSON bodies as Fastify reads them (prototype-poisoning refused), except that an empty body counts as no body:
 * clients send `Content-Type: application/json` on bodiless POSTs, and a route without a body schema must not
 * refuse them. Routes that need a body still answer "body: This field is required". A body nested deeper than
 * {@link MAX_JSON_DEPTH} (core's bound, which the hub's messages meet too) is refused before it is parsed, on every
 * route and before any sign-in is checked.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (jsonDeeperThan(text, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
    return parseJson(request, text, done);
  });
}
