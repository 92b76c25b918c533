import { endpoint } from '@rafdesk/core';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ok } from 'neverthrow';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineRoute } from './route-definition.js';
import { buildTestServer, type TestServer } from './testing/index.js';

const LONG_LIST = Array.from({ length: 500 }, (_, index) => `Patient number ${index}`);
const routes = [
  defineRoute(endpoint({ method: 'GET', path: 'Misc/Genders', summary: 'Genders', access: 'public' }), { handler: () => ok(['M', 'F']) }),
  defineRoute(endpoint({ method: 'GET', path: 'Misc/Long', summary: 'A long list', access: 'public' }), { handler: () => ok(LONG_LIST) }),
];
const APP_SCRIPT = `console.log(${JSON.stringify('app '.repeat(2000))})`;

describe('the web app and the site root', () => {
  let root: string;
  let server: TestServer;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'rafdesk-web-'));
    await mkdir(join(root, 'assets'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>RAFdesk</title>');
    await writeFile(join(root, 'assets', 'app-1a2b3c4d.js'), APP_SCRIPT);
    // What the build writes beside every file: the same bytes compressed (marked here so the test sees which is sent).
    await writeFile(join(root, 'assets', 'app-1a2b3c4d.js.br'), brotliCompressSync(APP_SCRIPT));
    await writeFile(join(root, 'assets', 'app-1a2b3c4d.js.gz'), gzipSync(APP_SCRIPT));
    await writeFile(join(root, 'index.html.gz'), gzipSync('<!doctype html><title>RAFdesk</title>'));
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));
  afterEach(async () => server.app.close());

  it('serves /config.json with the API base and hub address, never cached', async () => {
    server = await buildTestServer(routes, {}, { publicConfig: { apiBase: 'https://api.example.org/api', hubUrl: 'https://api.example.org/hubs/notifications' } });
    const response = await server.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.json()).toEqual({ apiBase: 'https://api.example.org/api', hubUrl: 'https://api.example.org/hubs/notifications' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('serves the built files and index.html at the root', async () => {
    server = await buildTestServer(routes, {}, { staticRoot: root });
    const index = await server.app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>RAFdesk</title>');
    expect(index.headers['content-security-policy']).toContain("default-src 'self'");
    expect(index.headers['cache-control']).toBe('no-cache');
    const script = await server.app.inject({ method: 'GET', url: '/assets/app-1a2b3c4d.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the pre-compressed files to clients that accept them, with the same cache lifetimes', async () => {
    server = await buildTestServer(routes, {}, { staticRoot: root });
    const brotli = await server.app.inject({ method: 'GET', url: '/assets/app-1a2b3c4d.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.length).toBeLessThan(APP_SCRIPT.length / 10);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(APP_SCRIPT);
    const gzip = await server.app.inject({ method: 'GET', url: '/assets/app-1a2b3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_SCRIPT);
    const plain = await server.app.inject({ method: 'GET', url: '/assets/app-1a2b3c4d.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_SCRIPT);
    const page = await server.app.inject({ method: 'GET', url: '/patients', headers: { 'accept-encoding': 'gzip', accept: 'text/html' } });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.rawPayload).toString()).toContain('<title>RAFdesk</title>');
  });

  it('compresses API answers above a kilobyte, never cached', async () => {
    server = await buildTestServer(routes);
    const long = await server.app.inject({ method: 'GET', url: '/api/Misc/Long', headers: { 'accept-encoding': 'br, gzip' } });
    expect(long.headers['content-encoding']).toBe('br');
    expect(long.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(brotliDecompressSync(long.rawPayload).toString())).toEqual(LONG_LIST);
    const short = await server.app.inject({ method: 'GET', url: '/api/Misc/Genders', headers: { 'accept-encoding': 'br, gzip' } });
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(short.json()).toEqual(['M', 'F']);
  });

  it('answers page addresses with index.html (history mode), uncached', async () => {
    server = await buildTestServer(routes, {}, { staticRoot: root });
    for (const url of ['/patients', '/admin/users', '/RecordsView/41?tab=2']) {
      const response = await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>RAFdesk</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a missing file and an unknown API path with 404, not with the page', async () => {
    server = await buildTestServer(routes, {}, { staticRoot: root });
    const asset = await server.app.inject({ method: 'GET', url: '/assets/missing-9z.js' });
    expect(asset.statusCode).toBe(404);
    const api = await server.app.inject({ method: 'GET', url: '/api/Nothing/Here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ errors: ['The resource does not exist'] });
    expect(api.headers['cache-control']).toBe('no-store');
    const post = await server.app.inject({ method: 'POST', url: '/patients' });
    expect(post.statusCode).toBe(404);
  });

  it('answers an address asked for by a program, not a browser (GET /metrics), with 404, not with the page', async () => {
    server = await buildTestServer(routes, {}, { staticRoot: root });
    for (const accept of [undefined, '*/*', 'application/openmetrics-text; version=1.0.0,text/plain;q=0.5']) {
      const response = await server.app.inject({ method: 'GET', url: '/metrics', headers: accept === undefined ? {} : { accept } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: ['The page does not exist'] });
    }
  });

  it('still routes the API when the web app is served', async () => {
    server = await buildTestServer(routes, {}, { staticRoot: root });
    const response = await server.app.inject({ method: 'GET', url: '/API/misc/GENDERS' });
    expect(response.json()).toEqual(['M', 'F']);
  });

  it('answers every non-API path with 404 when no web app is served', async () => {
    server = await buildTestServer(routes);
    const response = await server.app.inject({ method: 'GET', url: '/patients' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: ['The page does not exist'] });
  });
});
