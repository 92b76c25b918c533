import { endpoint } from '@rafdesk/core';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { err, ok } from 'neverthrow';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_APP_PATH } from './logging.js';
import { defineRoute } from './route-definition.js';
import { buildTestServer, type TestServer } from './testing/index.js';

const routes = [defineRoute(endpoint({ method: 'GET', path: 'Misc/Genders', summary: 'Genders', access: 'public' }), { handler: () => ok(['M', 'F']) })];

describe('request lines of paths outside the API', () => {
  let root: string;
  let server: TestServer;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'rafdesk-log-'));
    await mkdir(join(root, 'assets'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>RAFdesk</title>');
    await writeFile(join(root, 'assets', 'app-1a2b3c4d.js'), 'console.log("app")');
    server = await buildTestServer(routes, {}, { staticRoot: root });
  });
  afterAll(async () => {
    await server.app.close();
    await rm(root, { recursive: true, force: true });
  });

  const linesOf = async (url: string) => {
    const before = server.log.lines.length;
    const response = await server.app.inject({ method: 'GET', url });
    return { status: response.statusCode, records: server.log.records().slice(before) };
  };

  it('name a placeholder for a missing file and for a page address, never the path', async () => {
    for (const url of ['/ZZCANARYLAST.txt?dob=1901-02-03', '/RecordsView/ZZCANARYLAST', '/ZZCANARYLAST/../nothing.js']) {
      const { records } = await linesOf(url);
      expect(records.map((record) => (record.req as { url?: string } | undefined)?.url).filter(Boolean)).toEqual([WEB_APP_PATH]);
      expect(records.some((record) => 'file' in ((record.res as object | undefined) ?? {}))).toBe(false);
    }
    expect(server.log.containing('ZZCANARY')).toEqual([]);
    expect(server.log.containing('1901')).toEqual([]);
  });

  it('name the file that was served, as it resolved inside the web app folder', async () => {
    const asset = await linesOf('/assets/app-1a2b3c4d.js?v=ZZCANARY');
    expect(asset.status).toBe(200);
    expect(asset.records.map((record) => record.res).filter(Boolean)).toEqual([{ statusCode: 200, file: '/assets/app-1a2b3c4d.js' }]);
    const dotted = await linesOf('/ZZCANARYLAST/../assets/app-1a2b3c4d.js');
    expect(dotted.records.map((record) => record.res).filter(Boolean)).toEqual([{ statusCode: 200, file: '/assets/app-1a2b3c4d.js' }]);
    expect(server.log.containing('ZZCANARY')).toEqual([]);
  });
});

describe('the line of a 500', () => {
  it('names the error\'s type, SQL state and request id, never the values', async () => {
    const failing = [
      defineRoute(endpoint({
        method: 'POST', path: 'Broken', summary: 'Fails in storage', access: 'public', body: z.object({ name: z.string() }),
      }), {
        handler: () => err({ kind: 'Unavailable', reason: 'storage 22P02' } as const),
      }),
      defineRoute(endpoint({
        method: 'GET', path: 'Thrown', summary: 'Throws', access: 'public',
      }), {
        handler: () => { throw Object.assign(new Error('value ZZCANARY'), { code: '23502' }); },
      }),
    ];
    const server = await buildTestServer(failing);
    const storage = await server.app.inject({ method: 'POST', url: '/api/Broken', payload: { name: 'ZZCANARYLAST' } });
    expect(storage.statusCode).toBe(500);
    const thrown = await server.app.inject({ method: 'GET', url: '/api/Thrown' });
    expect(thrown.statusCode).toBe(500);
    const failures = server.log.records().filter((record) => record.msg === 'request failed');
    expect(failures.map((record) => [record.errorType, record.sqlState, record.requestId])).toEqual([
      ['Unavailable', '22P02', storage.headers['x-request-id'] ?? expect.any(String)],
      ['Unexpected', null, expect.any(String)],
    ]);
    // A thrown bug's own line names its type and SQL state, under the request's id like every line of the request.
    expect(server.log.records().find((record) => record.msg === 'request threw')).toMatchObject({
      err: { type: 'Error', code: '23502' }, sqlState: '23502', reqId: failures[1]?.requestId,
    });
    expect(server.log.containing('ZZCANARY')).toEqual([]);
    await server.app.close();
  });
});

describe('the line of a request', () => {
  it('is one, written when the request is answered: method, route pattern, client, status and time taken', async () => {
    const server = await buildTestServer(routes);
    const answered = await server.app.inject({ method: 'GET', url: '/api/Misc/Genders?x=ZZCANARY' });
    expect(answered.statusCode).toBe(200);
    const records = server.log.records().filter((record) => record.req !== undefined || record.res !== undefined);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/api/Misc/Genders', remoteAddress: '127.0.0.1' }, res: { statusCode: 200 } });
    expect(records[0]?.responseTime).toEqual(expect.any(Number));
    expect(records[0]?.reqId).toEqual(expect.any(String));
    expect(server.log.containing('ZZCANARY')).toEqual([]);
    await server.app.close();
  });
});
