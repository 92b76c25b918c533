import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@rafdesk/adapters/persistence';
import { composePortal, PGLITE_TEMPLATE, type Portal } from './composition-root.js';

// nginx's usual `proxy_set_header Host $host` drops a non-default port: the browser's Origin is
// http://portal.example:8443 and the Host reaching the portal is portal.example, so only the setting can allow it.
const PUBLIC_ORIGIN = 'http://portal.example:8443';

let database: DatabaseHandle;
let portal: Portal;
let port = 0;

beforeAll(async () => {
  database = (await openDatabase({ memory: true, template: PGLITE_TEMPLATE }))._unsafeUnwrap();
  portal = await composePortal({ database: { handle: database }, logger: { level: 'silent' }, env: { ...process.env, RAFDESK_ALLOWED_ORIGINS: `${PUBLIC_ORIGIN}, https://other.example` } });
  await portal.app.listen({ port: 0, host: '127.0.0.1' });
  port = (portal.app.server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await portal?.close();
  await database?.close();
});

/** The status of a request with the headers a proxy passes on; an upgrade answers its refusal as a plain response. */
function statusOf(method: string, path: string, headers: Record<string, string>): Promise<{ status: number; allowOrigin: string | undefined }> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, method, path, headers: { Host: 'portal.example', ...headers } }, (reply) => {
      reply.resume();
      resolve({ status: reply.statusCode ?? 0, allowOrigin: reply.headers['access-control-allow-origin'] as string | undefined });
    });
    sent.on('upgrade', (reply, socket) => {
      socket.destroy();
      resolve({ status: reply.statusCode ?? 101, allowOrigin: undefined });
    });
    sent.on('error', reject);
    sent.end();
  });
}

const upgrade = { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==' };

describe('RAFDESK_ALLOWED_ORIGINS behind a proxy that drops the port from Host', () => {
  it('lets the named public origin open the hub (refused only for its missing ticket) and refuses any other origin', async () => {
    expect((await statusOf('GET', '/hubs/notifications', { ...upgrade, Origin: PUBLIC_ORIGIN })).status).toBe(401);
    expect((await statusOf('GET', '/hubs/notifications', { ...upgrade, Origin: 'http://portal.example:9999' })).status).toBe(403);
    expect((await statusOf('GET', '/hubs/notifications', { ...upgrade, Origin: 'http://evil.example' })).status).toBe(403);
  });

  it('answers the API\'s preflight for the named origin with that origin, and gives another origin no CORS header', async () => {
    const preflight = { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,authorization' };
    expect((await statusOf('OPTIONS', '/api/Authentication', { ...preflight, Origin: PUBLIC_ORIGIN })).allowOrigin).toBe(PUBLIC_ORIGIN);
    expect((await statusOf('OPTIONS', '/api/Authentication', { ...preflight, Origin: 'http://evil.example' })).allowOrigin).toBeUndefined();
  });

  it('refuses a setting that is not a list of origins before it opens anything, naming the entry', async () => {
    await expect(composePortal({ database: { handle: database }, logger: { level: 'silent' }, env: { RAFDESK_ALLOWED_ORIGINS: '*' } }))
      .rejects.toMatchObject({ failure: { kind: 'SettingInvalid', reason: expect.stringContaining('"*" is not an origin') } });
  });
});
