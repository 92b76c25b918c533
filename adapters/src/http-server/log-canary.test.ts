import { endpoint } from '@rafdesk/core';
import { err, ok } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { definePagedRoute, defineRoute } from './route-definition.js';
import { aUser, buildTestServer, type TestServer } from './testing/index.js';

// Recognisable patient-like values: if any of them shows up in a log line, patient data leaked into the logs.
const CANARIES = ['ZZCANARY', 'Zelda Quux', '1901-02-03', '02/03/1901', 'E11.9ZZ', '98765432109', 'canary-password-1', 'canary@example.org'];
const patient = { firstName: 'ZZCANARY', lastName: 'Zelda Quux', dob: '02/03/1901', documentID: '98765432109', email: 'canary@example.org', diagnoses: ['E11.9ZZ'] };

const routes = [
  defineRoute(endpoint({
    method: 'POST', path: 'Authentication', summary: 'Signs in', access: 'public', body: z.object({ userName: z.string(), password: z.string() }),
  }), {
    rateLimit: { max: 2, timeWindowMs: 60_000 },
    handler: () => err({ kind: 'Unauthenticated' }),
  }),
  defineRoute(endpoint({
    method: 'POST', path: 'Patients', summary: 'Creates a patient', access: { permission: 'patients.create' },
    body: z.object({ firstName: z.string(), lastName: z.string(), dob: z.string(), documentID: z.string().length(11), email: z.string(), diagnoses: z.array(z.string()) }),
    audit: 'patients.create',
  }), {
    handler: ({ body }) => ok({ ...body, id: 1 }),
  }),
  definePagedRoute(endpoint({
    method: 'GET', path: 'Patients/GetPatientList', summary: 'Searches patients', access: { permission: 'patients.view' },
    query: z.object({ SearchQuery: z.string().max(5) }), paged: {},
  }), {
    handler: ({ query }) => ok({ items: [{ name: query.SearchQuery }], totalCount: 1 }),
  }),
  defineRoute(endpoint({
    method: 'GET', path: 'Patients/ByDocument/:documentID', summary: 'Finds a patient by document id', access: { permission: 'patients.view' },
    params: z.object({ documentID: z.string() }),
  }), {
    handler: ({ params }) => {
      // A careless bug that puts patient data into an exception message.
      throw new Error(`duplicate key value violates unique constraint (document_id)=(${params.documentID}) for ${patient.lastName}`);
    },
  }),
];

describe('the logs', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await buildTestServer(routes, { Doctor: ['patients.create', 'patients.view'] });
    const headers = { ...server.bearer(aUser('Doctor', 5)), cookie: 'session=ZZCANARY-cookie' };
    const { app } = server;
    await app.inject({ method: 'POST', url: '/api/Patients', headers, payload: patient });
    await app.inject({ method: 'POST', url: '/api/Patients', headers, payload: { ...patient, documentID: 'ZZCANARY' } });
    await app.inject({ method: 'POST', url: '/api/Patients', headers: { ...headers, 'content-type': 'application/json' }, payload: '{"firstName":"ZZCANARY",' });
    await app.inject({ method: 'GET', url: '/api/Patients/GetPatientList?SearchQuery=Zelda%20Quux&pageSize=10', headers });
    await app.inject({ method: 'GET', url: '/api/Patients/GetPatientList?SearchQuery=ZZ&access_token=ZZCANARY-token', headers });
    await app.inject({ method: 'GET', url: '/api/Patients/ByDocument/98765432109', headers });
    await app.inject({ method: 'GET', url: '/api/Patients/ZZCANARY/Zelda%20Quux?dob=1901-02-03', headers });
    await app.inject({ method: 'POST', url: '/api/Patients', payload: patient });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await app.inject({ method: 'POST', url: '/api/Authentication', payload: { userName: 'canary@example.org', password: 'canary-password-1' } });
    }
  });

  afterAll(async () => server.app.close());

  it('were written at all, one JSON line per event, for every request', () => {
    const records = server.log.records();
    expect(records.filter((record) => record.msg === 'request completed').length).toBe(11);
    expect(records.some((record) => record.msg === 'request failed')).toBe(true);
  });

  it.each(CANARIES)('never contain the patient value %s', (canary) => {
    expect(server.log.containing(canary)).toEqual([]);
  });

  it('never contain a bearer token, a cookie or the words that carry them', () => {
    const tokens = server.sessions.checks.length;
    expect(tokens).toBeGreaterThan(0);
    for (const word of ['access_token', 'authorization', 'bearer', 'cookie', 'password']) expect(server.log.containing(word)).toEqual([]);
  });

  it('name the route pattern instead of the path, and never a query string', () => {
    const urls = server.log.records().flatMap((record) => (record.req ? [(record.req as { url: string }).url] : []));
    expect(urls).toContain('/api/Patients/ByDocument/:documentID');
    expect(urls).toContain('/api/(no such route)');
    expect(urls.some((url) => url.includes('?'))).toBe(false);
  });
});
