import { endpoint } from '@rafdesk/core';
import { ok } from 'neverthrow';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from './route-definition.js';
import { aUser, buildTestServer, type TestServer } from './testing/index.js';

const admin = aUser('Admin', 2);

const routes = [
  defineRoute(endpoint({
    method: 'POST', path: 'Authentication', summary: 'Signs in', access: 'public', body: z.object({ userName: z.string(), password: z.string() }),
  }), {
    duringMaintenance: true,
    handler: ({ body }) => ok({ userName: body.userName, token: 'issued' }),
  }),
  defineRoute(endpoint({
    method: 'POST', path: 'Users/maintenance', summary: 'Turns maintenance on or off', access: { permission: 'users.setMaintenance' },
    body: z.object({ underMaintenance: z.boolean() }),
  }), {
    duringMaintenance: true,
    handler: () => ok({ done: true }),
  }),
  defineRoute(endpoint({ method: 'GET', path: 'Misc/Genders', summary: 'Genders', access: 'signed-in' }), { handler: () => ok(['M', 'F']) }),
  defineRoute(endpoint({ method: 'GET', path: 'Demo/Public', summary: 'Public', access: 'public' }), { handler: () => ok('open') }),
];

describe('maintenance mode', () => {
  let server: TestServer;
  afterEach(async () => server.app.close());

  const underMaintenance = async () => {
    server = await buildTestServer(routes, { Admin: ['users.setMaintenance', 'maintenance.signIn'] });
    server.maintenance.on = true;
    return server;
  };

  it('answers 503 to every other API call of anyone but an Admin, before asking for a token when there is none', async () => {
    const { app, bearer, sessions } = await underMaintenance();
    const calls = [
      { method: 'GET' as const, url: '/api/Misc/Genders', headers: bearer(aUser('Staff', 7)) },
      { method: 'GET' as const, url: '/api/Misc/Genders', headers: bearer(aUser('Doctor', 5)) },
      { method: 'GET' as const, url: '/api/Misc/Genders', headers: { authorization: 'Bearer not-a-session' } },
      { method: 'GET' as const, url: '/api/Misc/Genders' },
      { method: 'GET' as const, url: '/api/Demo/Public' },
      { method: 'GET' as const, url: '/api/openapi.json' },
    ];
    for (const call of calls) {
      const response = await app.inject(call);
      expect(response.statusCode, call.url).toBe(503);
      expect(response.json()).toEqual({ errors: ['The portal is under maintenance'] });
    }
    const checksBefore = sessions.checks.length;
    expect((await app.inject({ method: 'GET', url: '/api/Misc/Genders' })).statusCode).toBe(503);
    expect(sessions.checks.length).toBe(checksBefore);
  });

  it('lets an Admin keep working, as the confirmation promises', async () => {
    const { app, bearer } = await underMaintenance();
    const response = await app.inject({ method: 'GET', url: '/api/Misc/Genders', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(['M', 'F']);
    // A public call too, when it carries the Admin's session; without it, or with another's, it stays shut.
    expect((await app.inject({ method: 'GET', url: '/api/Demo/Public', headers: bearer(admin) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/Demo/Public', headers: bearer(aUser('Staff', 7)) })).statusCode).toBe(503);
  });

  it('still lets an Admin sign in and turn it off', async () => {
    const { app, bearer } = await underMaintenance();
    const signIn = await app.inject({ method: 'POST', url: '/api/Authentication', payload: { userName: 'admin', password: 'secret' } });
    expect(signIn.statusCode).toBe(200);
    const off = await app.inject({ method: 'POST', url: '/api/Users/maintenance', headers: bearer(admin), payload: { underMaintenance: false } });
    expect(off.statusCode).toBe(200);
  });

  it('keeps the switch closed to other roles and to anonymous callers', async () => {
    const { app, bearer } = await underMaintenance();
    const doctor = await app.inject({ method: 'POST', url: '/api/Users/maintenance', headers: bearer(aUser('Doctor', 5)), payload: { underMaintenance: false } });
    expect(doctor.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: '/api/Users/maintenance', payload: { underMaintenance: false } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps serving /config.json so the web app can start and show the notice', async () => {
    const { app } = await underMaintenance();
    const response = await app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ apiBase: '/api', hubUrl: '/hubs/notifications' });
  });

  it('answers as usual once it is off again', async () => {
    const { app, bearer, maintenance } = await underMaintenance();
    maintenance.on = false;
    const response = await app.inject({ method: 'GET', url: '/api/Misc/Genders', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(['M', 'F']);
  });

  it('answers 500 when the maintenance flag cannot be read', async () => {
    server = await buildTestServer(routes, {}, { maintenance: async () => Promise.reject(new Error('settings table gone')) });
    const response = await server.app.inject({ method: 'GET', url: '/api/Demo/Public' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errors: ['The service is temporarily unavailable, please try again'] });
  });
});
