import { endpoint } from '@rafdesk/core';
import { ok } from 'neverthrow';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { definePagedRoute, defineRoute } from './route-definition.js';
import { buildTestServer, type TestServer } from './testing/index.js';

const routes = [
  defineRoute(endpoint({
    method: 'POST', path: 'Authentication', summary: 'Signs in', access: 'public', body: z.object({ userName: z.string(), password: z.string() }),
  }), {
    duringMaintenance: true,
    handler: () => ok({ token: 't' }),
  }),
  definePagedRoute(endpoint({
    method: 'GET', path: 'Insurances/getBSSReport', summary: 'Second-semester billing report', access: { permission: 'reports.view' },
    query: z.object({ SearchQuery: z.string().optional(), doctorId: z.coerce.number().int() }),
    response: z.object({ doctorName: z.string(), netSurplus: z.number() }), paged: {},
  }), {
    handler: () => ok({ items: [], totalCount: 0 }),
  }),
  defineRoute(endpoint({
    method: 'PUT', path: 'Notifications/UpdateNotification/:id', summary: 'Marks a notification read', access: 'signed-in',
    params: z.object({ id: z.coerce.number().int() }), audit: 'notifications.read', successStatus: 204,
  }), {
    handler: () => ok(undefined),
  }),
  defineRoute(endpoint({ method: 'GET', path: 'Notifications', summary: 'Notifications of a user', access: 'signed-in' }), { handler: () => ok([]) }),
];

type Operation = { summary: string; parameters: { name: string; in: string; required: boolean }[]; responses: Record<string, unknown>; security: unknown[]; requestBody?: unknown; 'x-permission'?: string };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('GET /api/openapi.json', () => {
  let server: TestServer;
  afterEach(async () => server.app.close());

  const fetchDocument = async (): Promise<Document> => {
    server = await buildTestServer(routes);
    const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    return response.json() as Document;
  };

  it('lists every route with its method, under its spec spelling', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const listed = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    expect(listed).toEqual(expect.arrayContaining([
      'POST /api/Authentication', 'GET /api/Insurances/getBSSReport', 'PUT /api/Notifications/UpdateNotification/{id}', 'GET /api/Notifications',
      'GET /config.json', 'GET /api/openapi.json',
    ]));
    expect(listed).toHaveLength(6);
  });

  it('describes paging, query and path parameters, bodies, access and responses', async () => {
    const { paths } = await fetchDocument();
    const report = paths['/api/Insurances/getBSSReport']!.get!;
    expect(report.parameters.map((parameter) => [parameter.name, parameter.in, parameter.required])).toEqual([
      ['pageNumber', 'query', false], ['pageSize', 'query', false], ['SearchQuery', 'query', false], ['doctorId', 'query', true],
    ]);
    expect(report['x-permission']).toBe('reports.view');
    expect(Object.keys(report.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '503']));
    expect(JSON.stringify(report.responses['200'])).toContain('x-pagination');
    expect(JSON.stringify(report.responses['200'])).toContain('netSurplus');

    const signIn = paths['/api/Authentication']!.post!;
    expect(signIn.security).toEqual([]);
    expect(JSON.stringify(signIn.requestBody)).toContain('userName');
    expect(signIn.responses).not.toHaveProperty('401');

    const markRead = paths['/api/Notifications/UpdateNotification/{id}']!.put!;
    expect(markRead.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: expect.any(Object) }]);
    expect(markRead.responses).toHaveProperty('204');
  });

  it('is served to anonymous callers, uncached', async () => {
    server = await buildTestServer(routes);
    const response = await server.app.inject({ method: 'GET', url: '/API/OpenAPI.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
