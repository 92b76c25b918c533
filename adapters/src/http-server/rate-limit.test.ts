import { endpoint } from '@rafdesk/core';
import { err, ok } from 'neverthrow';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from './route-definition.js';
import { buildTestServer, type TestServer } from './testing/index.js';

const routes = [
  defineRoute(endpoint({
    method: 'POST', path: 'Authentication', summary: 'Signs in', access: 'public', body: z.object({ userName: z.string(), password: z.string() }),
  }), {
    duringMaintenance: true,
    rateLimit: { max: 3, timeWindowMs: 60_000 },
    handler: ({ body }) => (body.password === 'right' ? ok({ token: 't' }) : err({ kind: 'Unauthenticated' })),
  }),
  defineRoute(endpoint({
    method: 'POST', path: 'Authentication/Locked', summary: 'An account locked by its use case', access: 'public',
  }), {
    handler: () => err({ kind: 'TooManyRequests', retryAfterSeconds: 899.2 }),
  }),
  defineRoute(endpoint({ method: 'GET', path: 'Misc/Genders', summary: 'Genders', access: 'public' }), { handler: () => ok(['M', 'F']) }),
];

describe('sign-in throttling', () => {
  let server: TestServer;
  afterEach(async () => server.app.close());

  const signIn = (password: string, ip = '10.0.0.1') =>
    server.app.inject({ method: 'POST', url: '/api/Authentication', remoteAddress: ip, payload: { userName: 'doctor', password } });

  it('answers 429 with Retry-After once a client exceeds the route limit', async () => {
    server = await buildTestServer(routes);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await signIn('wrong')).statusCode).toBe(401);
    const blocked = await signIn('right');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ errors: ['Too many attempts, please wait and try again'] });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts each client address on its own and leaves unlimited routes alone', async () => {
    server = await buildTestServer(routes);
    for (let attempt = 0; attempt < 4; attempt += 1) await signIn('wrong', '10.0.0.1');
    expect((await signIn('right', '10.0.0.2')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await server.app.inject({ method: 'GET', url: '/api/Misc/Genders', remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
    }
  });

  it('maps a lockout decided by a use case to 429 with its Retry-After', async () => {
    server = await buildTestServer(routes);
    const response = await server.app.inject({ method: 'POST', url: '/api/Authentication/Locked' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('900');
  });
});
