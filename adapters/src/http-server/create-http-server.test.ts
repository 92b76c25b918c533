import { endpoint } from '@rafdesk/core';
import { ok } from 'neverthrow';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from './route-definition.js';
import { aUser, buildTestServer, type TestServer } from './testing/index.js';

const routes = [
  defineRoute(endpoint({ method: 'GET', path: 'Insurances/getBSSReport', summary: 'Report', access: 'public' }), { handler: () => ok('bss') }),
  defineRoute(endpoint({
    method: 'GET', path: 'Demo/Echo/:code', summary: 'Echoes a path parameter', access: 'public', params: z.object({ code: z.string() }),
  }), {
    handler: ({ params }) => ok(params.code),
  }),
];

describe('createHttpServer', () => {
  let server: TestServer | undefined;
  afterEach(async () => server?.app.close());

  it('matches API paths in any letter case, as the spec spells them in two', async () => {
    server = await buildTestServer(routes);
    for (const url of ['/api/Insurances/getBSSReport', '/api/Insurances/GetBSSReport', '/api/insurances/getbssreport', '/API/INSURANCES/GETBSSREPORT/']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe('bss');
    }
  });

  it('keeps the letter case of path parameters', async () => {
    server = await buildTestServer(routes);
    const response = await server.app.inject({ method: 'GET', url: '/api/demo/echo/E11.9aB' });
    expect(response.json()).toBe('E11.9aB');
  });

  it('refuses two routes that differ only in letter case', async () => {
    const twice = [...routes, defineRoute(endpoint({ method: 'GET', path: 'insurances/GETBSSREPORT', summary: 'Again', access: 'public' }), { handler: () => ok('again') })];
    await expect(buildTestServer(twice)).rejects.toThrow();
    server = undefined;
  });

  it('checks route permissions with the core access rules unless told otherwise', async () => {
    const guarded = [defineRoute(endpoint({
      method: 'POST', path: 'Users/maintenance', summary: 'Switch', access: { permission: 'users.setMaintenance' },
    }), {
      handler: () => ok(true),
    })];
    server = await buildTestServer(guarded, {}, { authorize: undefined });
    const admin = await server.app.inject({ method: 'POST', url: '/api/Users/maintenance', headers: server.bearer(aUser('Admin', 2)) });
    expect(admin.statusCode).toBe(200);
    for (const role of ['Superuser', 'Staff', 'Training', 'Doctor', 'InsuranceStaff'] as const) {
      const refused = await server.app.inject({ method: 'POST', url: '/api/Users/maintenance', headers: server.bearer(aUser(role, 3)) });
      expect(refused.statusCode).toBe(403);
    }
  });

  it('gives each request a random id', async () => {
    server = await buildTestServer(routes);
    await server.app.inject({ method: 'GET', url: '/api/Insurances/getBSSReport' });
    await server.app.inject({ method: 'GET', url: '/api/Insurances/getBSSReport' });
    const ids = new Set(server.log.records().map((record) => record.reqId));
    expect(ids.size).toBe(2);
    for (const id of ids) expect(String(id)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
