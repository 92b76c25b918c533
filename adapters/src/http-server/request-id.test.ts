import { endpoint } from '@rafdesk/core';
import { ok } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineRoute } from './route-definition.js';
import { buildTestServer, type TestServer } from './testing/index.js';

const routes = [defineRoute(endpoint({ method: 'GET', path: 'Misc/Genders', summary: 'Genders', access: 'public' }), { handler: () => ok(['M', 'F']) })];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer(routes);
  });
  afterAll(() => server.app.close());

  it('answers every request with a new id, a 404 too, and logs the request under it', async () => {
    const found = await server.app.inject({ method: 'GET', url: '/api/Misc/Genders' });
    const missing = await server.app.inject({ method: 'GET', url: '/api/Nothing' });
    expect(found.headers['x-request-id']).toMatch(UUID);
    expect(missing.headers['x-request-id']).toMatch(UUID);
    expect(found.headers['x-request-id']).not.toBe(missing.headers['x-request-id']);
    expect(server.log.records().some((line) => line.reqId === found.headers['x-request-id'])).toBe(true);
  });

  it('keeps a well-formed incoming id and logs under it', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/Misc/Genders', headers: { 'x-request-id': 'lb-7f3a.42:9_x' } });
    expect(answer.headers['x-request-id']).toBe('lb-7f3a.42:9_x');
    expect(server.log.records().some((line) => line.reqId === 'lb-7f3a.42:9_x')).toBe(true);
  });

  it('replaces an incoming id that is too long or carries other characters', async () => {
    for (const hostile of ['x'.repeat(129), 'id with spaces', '<script>', 'a\u00e9b', '']) {
      const answer = await server.app.inject({ method: 'GET', url: '/api/Misc/Genders', headers: { 'x-request-id': hostile } });
      expect(answer.headers['x-request-id']).toMatch(UUID);
    }
  });
});
