import { endpoint } from '@rafdesk/core';
import { ok } from 'neverthrow';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { definePagedRoute, defineRoute } from './route-definition.js';
import { cspDirectives, originsOf } from './security-headers.js';
import { buildTestServer, type TestServer } from './testing/index.js';

const routes = [
  definePagedRoute(endpoint({
    method: 'GET', path: 'Demo/List', summary: 'A list', access: 'public', paged: {},
  }), {
    handler: () => ok({ items: [1], totalCount: 1 }),
  }),
  defineRoute(endpoint({
    method: 'POST', path: 'Demo/Echo', summary: 'Takes a body', access: 'public', body: z.object({ text: z.string() }),
  }), {
    handler: ({ body }) => ok({ length: body.text.length }),
  }),
  defineRoute(endpoint({
    method: 'POST', path: 'Demo/Small', summary: 'Takes a small body', access: 'public', body: z.object({ text: z.string() }),
  }), {
    bodyLimitBytes: 64,
    handler: () => ok(true),
  }),
];

describe('security headers and CORS', () => {
  let server: TestServer;
  afterEach(async () => server.app.close());

  it('sets the security headers on API answers, errors and /config.json', async () => {
    server = await buildTestServer(routes);
    for (const url of ['/api/Demo/List', '/api/Nothing/Here', '/config.json']) {
      const { headers } = await server.app.inject({ method: 'GET', url });
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['cache-control']).toBe('no-store');
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('allows connections to self and to the hub host over ws and wss', async () => {
    server = await buildTestServer(routes, {}, { publicConfig: { apiBase: '/api', hubUrl: 'https://hub.example.org/hubs/notifications' } });
    const { headers } = await server.app.inject({ method: 'GET', url: '/config.json' });
    expect(headers['content-security-policy']).toContain("connect-src 'self' https://hub.example.org wss://hub.example.org");
  });

  it('sends HSTS only when the request came over TLS through a trusted proxy', async () => {
    server = await buildTestServer(routes, {}, { security: { trustProxy: true } });
    const tls = await server.app.inject({ method: 'GET', url: '/api/Demo/List', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await server.app.inject({ method: 'GET', url: '/api/Demo/List', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto from an untrusted client', async () => {
    server = await buildTestServer(routes);
    const response = await server.app.inject({ method: 'GET', url: '/api/Demo/List', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps CORS closed by default', async () => {
    server = await buildTestServer(routes);
    const simple = await server.app.inject({ method: 'GET', url: '/api/Demo/List', headers: { origin: 'https://evil.example' } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await server.app.inject({ method: 'OPTIONS', url: '/api/Demo/List', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('opens CORS to the listed origins only and exposes x-pagination to them', async () => {
    server = await buildTestServer(routes, {}, { security: { allowedOrigins: ['https://portal.example.org'] } });
    const allowed = await server.app.inject({ method: 'GET', url: '/api/Demo/List', headers: { origin: 'https://portal.example.org' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://portal.example.org');
    expect(String(allowed.headers['access-control-expose-headers'])).toContain('x-pagination');
    const preflight = await server.app.inject({ method: 'OPTIONS', url: '/api/Demo/List', headers: { origin: 'https://portal.example.org', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('Authorization');
    const other = await server.app.inject({ method: 'GET', url: '/api/Demo/List', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a body over the server limit and over a route limit with 413', async () => {
    server = await buildTestServer(routes, {}, { security: { bodyLimitBytes: 1024 } });
    const big = await server.app.inject({ method: 'POST', url: '/api/Demo/Echo', payload: { text: 'x'.repeat(2000) } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ errors: ['The request is too large'] });
    const fits = await server.app.inject({ method: 'POST', url: '/api/Demo/Echo', payload: { text: 'x'.repeat(500) } });
    expect(fits.statusCode).toBe(200);
    const small = await server.app.inject({ method: 'POST', url: '/api/Demo/Small', payload: { text: 'x'.repeat(100) } });
    expect(small.statusCode).toBe(413);
  });

  it('refuses a content type it does not read with 415', async () => {
    server = await buildTestServer(routes);
    const response = await server.app.inject({ method: 'POST', url: '/api/Demo/Echo', headers: { 'content-type': 'application/xml' }, payload: '<text/>' });
    expect(response.statusCode).toBe(415);
  });
});

describe('cspDirectives', () => {
  it('names only same-origin sources for a relative hub address', () => {
    expect(originsOf('/hubs/notifications')).toEqual([]);
    expect(cspDirectives('/hubs/notifications', '/api')['connect-src']).toEqual(["'self'"]);
  });

  it('pairs http with ws and https with wss', () => {
    expect(originsOf('http://localhost:8080/hub')).toEqual(['http://localhost:8080', 'ws://localhost:8080']);
    expect(originsOf('wss://hub.example.org')).toEqual(['https://hub.example.org', 'wss://hub.example.org']);
  });

  it('adds configured sources without duplicates', () => {
    const directives = cspDirectives('/hub', 'https://api.example.org/api', { connectSrc: ['https://api.example.org'], scriptSrc: ['https://accounts.google.com'], frameSrc: ['https://accounts.google.com'] });
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.example.org', 'wss://api.example.org']);
    expect(directives['script-src']).toEqual(["'self'", 'https://accounts.google.com']);
    expect(directives['frame-src']).toEqual(['https://accounts.google.com']);
  });
});
