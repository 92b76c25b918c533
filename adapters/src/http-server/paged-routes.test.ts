import { endpoint } from '@rafdesk/core';
import { ok } from 'neverthrow';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageOffset } from '@rafdesk/core';
import { ACCEPTED_PAGE_SIZES } from '@rafdesk/core';
import { definePagedRoute } from './route-definition.js';
import { aUser, buildTestServer, type TestServer } from './testing/index.js';

const admin = aUser('Admin', 2);
const everyone = Array.from({ length: 23 }, (_, index) => ({ id: index + 1, name: `User ${index + 1}` }));

const routes = [
  definePagedRoute(endpoint({
    method: 'GET', path: 'Users', summary: 'Lists users', access: { permission: 'users.manage' },
    query: z.strictObject({ SearchQuery: z.string().max(100).optional() }), paged: {},
  }), {
    handler: ({ page, query }) => {
      const matching = everyone.filter((user) => !query.SearchQuery || user.name.includes(query.SearchQuery));
      const start = pageOffset(page);
      return ok({ items: matching.slice(start, start + page.pageSize), totalCount: matching.length });
    },
  }),
  definePagedRoute(endpoint({
    method: 'GET', path: 'Authentication', summary: 'Login report', access: { permission: 'users.manage' }, paged: { defaultPageSize: 20 },
  }), {
    handler: () => ok({ items: [], totalCount: 0 }),
  }),
];

describe('a paged list', () => {
  let server: TestServer;
  afterEach(async () => server.app.close());

  const get = async (url: string) => {
    server = await buildTestServer(routes, { Admin: ['users.manage'] });
    return server.app.inject({ method: 'GET', url, headers: server.bearer(admin) });
  };

  it('answers the items as an array and the page in x-pagination', async () => {
    const response = await get('/api/Users?pageNumber=3&pageSize=10');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(everyone.slice(20, 23));
    expect(JSON.parse(String(response.headers['x-pagination']))).toEqual({ totalCount: 23, pageSize: 10, currentPage: 3 });
  });

  it('reads PageNumber and PAGESIZE in any letter case next to a strict query schema', async () => {
    const response = await get('/api/users?PageNumber=2&PAGESIZE=20&searchquery=User%202');
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(String(response.headers['x-pagination']))).toEqual({ totalCount: 5, pageSize: 20, currentPage: 2 });
    expect(response.json()).toEqual([]);
  });

  it('defaults to page 1 of 10, or to the size the route names', async () => {
    const users = await get('/api/Users');
    expect(JSON.parse(String(users.headers['x-pagination']))).toMatchObject({ pageSize: 10, currentPage: 1 });
    await server.app.close();
    const report = await get('/api/Authentication');
    expect(JSON.parse(String(report.headers['x-pagination']))).toEqual({ totalCount: 0, pageSize: 20, currentPage: 1 });
  });

  it.each(ACCEPTED_PAGE_SIZES)('accepts page size %i', async (size) => {
    const response = await get(`/api/Users?pageNumber=1&pageSize=${size}`);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(String(response.headers['x-pagination'])).pageSize).toBe(size);
  });

  it('refuses other sizes and page numbers, naming the field', async () => {
    const size = await get('/api/Users?pageSize=7');
    expect(size.statusCode).toBe(400);
    expect(size.json()).toEqual({ errors: [`pageSize: must be one of ${ACCEPTED_PAGE_SIZES.join(', ')}`] });
    await server.app.close();
    const number = await get('/api/Users?pageNumber=0');
    expect(number.statusCode).toBe(400);
    expect((number.json() as { errors: string[] }).errors[0]).toMatch(/^pageNumber: /);
  });

  it('still validates the rest of the query', async () => {
    const response = await get('/api/Users?pageSize=10&Unknown=1');
    expect(response.statusCode).toBe(400);
    expect((response.json() as { errors: string[] }).errors[0]).toMatch(/^query: /);
  });
});
