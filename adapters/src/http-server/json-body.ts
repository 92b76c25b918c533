import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify reads them (prototype-poisoning refused), except that an empty body counts as no body:
 * clients send `Content-Type: application/json` on bodiless POSTs, and a route without a body schema must not
 * refuse them. Routes that need a body still answer "body: This field is required".
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
