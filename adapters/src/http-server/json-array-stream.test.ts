import { endpoint } from '@rafdesk/core';
import { ok } from 'neverthrow';
import { text } from 'node:stream/consumers';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonArrayStream, STREAMED_LIST_ROWS } from './json-array-stream.js';
import { definePagedRoute } from './route-definition.js';
import { aUser, buildTestServer, type TestServer } from './testing/index.js';

const RowSchema = z.object({ recordID: z.number().int(), name: z.string() });
const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ recordID: index + 1, name: `Patient ${index + 1}`, secret: 'not for the wire' }));
const shaped = (count: number) => rows(count).map(({ recordID, name }) => ({ recordID, name }));
const mismatch = () => new TypeError('reply does not match its response schema');

describe('a JSON array written piece by piece', () => {
  it.each([0, 1, 499, 500, 501, 1234])('writes %i rows as the same JSON as one stringify of the shaped rows', async (count) => {
    expect(await text(jsonArrayStream(rows(count), RowSchema, mismatch))).toBe(JSON.stringify(shaped(count)));
  });

  it('writes rows as they are when there is no schema', async () => {
    expect(await text(jsonArrayStream(rows(3), undefined, mismatch))).toBe(JSON.stringify(rows(3)));
  });

  it('ends the stream with the mismatch error at a row the schema refuses', async () => {
    const broken = [...rows(600), { recordID: 'x', name: 1 }];
    await expect(text(jsonArrayStream(broken, RowSchema, mismatch))).rejects.toThrow('does not match its response schema');
  });
});

describe('an export-size page', () => {
  let server: TestServer;
  afterEach(async () => server.app.close());
  const count = STREAMED_LIST_ROWS + 234;
  const routes = [definePagedRoute(endpoint({
    method: 'GET', path: 'Patients', summary: 'Lists patients', access: { permission: 'patients.view' }, paged: {}, response: RowSchema, audit: 'patients.list',
  }), { handler: () => ok({ items: rows(count), totalCount: count }) })];

  it('answers the shaped rows, the page header and the audit line, compressed as the client asks', async () => {
    server = await buildTestServer(routes, { Doctor: ['patients.view'] });
    const response = await server.app.inject({ method: 'GET', url: '/api/Patients?pageSize=999999', headers: { ...server.bearer(aUser('Doctor', 7)), 'accept-encoding': 'identity' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual(shaped(count));
    expect(JSON.parse(String(response.headers['x-pagination']))).toEqual({ totalCount: count, pageSize: 999999, currentPage: 1 });
    expect(server.audit.entries.at(-1)).toMatchObject({ action: 'patients.list', outcome: 'success', recordId: shaped(count).map((row) => row.recordID).join(',') });

    const compressed = await server.app.inject({ method: 'GET', url: '/api/Patients?pageSize=999999', headers: { ...server.bearer(aUser('Doctor', 7)), 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(shaped(count));
  });
});
