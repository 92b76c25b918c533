import { describe, it, expect } from 'vitest';
import { loadRuntimeConfig } from './runtime-config.js';

const answering = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('loadRuntimeConfig', () => {
  it('reads the API base and the hub address from /config.json', async () => {
    expect(await loadRuntimeConfig(answering(200, { apiBase: '/api', hubUrl: '/hubs/notifications' })))
      .toEqual({ apiBase: '/api', hubUrl: '/hubs/notifications', identityProvider: null, idleTimeoutMs: null });
  });

  it('reports a configuration it cannot use', async () => {
    expect(await loadRuntimeConfig(answering(200, { apiBase: '' }))).toMatchObject({ kind: 'ConfigInvalid' });
    expect(await loadRuntimeConfig(answering(404, {}))).toEqual({ kind: 'ConfigUnreachable' });
    expect(await loadRuntimeConfig((() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch)).toEqual({ kind: 'ConfigUnreachable' });
  });
});
