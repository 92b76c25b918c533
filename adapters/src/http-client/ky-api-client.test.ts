import { describe, it, expect, vi, afterEach } from 'vitest';
import { z } from 'zod';
import { bodyOf, type ResponseEffect } from '@rafdesk/core';
import { KyApiClient } from './ky-api-client.js';

interface Seen { url: string; method: string; authorization: string | null; body: string }

function fakeServer(reply: (seen: Seen) => Response) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const entry = { url: request.url, method: request.method, authorization: request.headers.get('authorization'), body: await request.text() };
    seen.push(entry);
    return reply(entry);
  };
  return { seen, fetch: fetch as typeof globalThis.fetch };
}

function client(reply: (seen: Seen) => Response, token: string | null = 'secret') {
  const server = fakeServer(reply);
  const effects: ResponseEffect[] = [];
  const loading: boolean[] = [];
  const api = new KyApiClient({
    baseUrl: 'http://127.0.0.1:1/api', token: () => token, fetch: server.fetch,
    applyEffects: (list) => void effects.push(...list), onLoading: (on) => void loading.push(on),
  });
  return { api, effects, loading, seen: server.seen };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

afterEach(() => { vi.useRealTimers(); });

describe('KyApiClient', () => {
  it('sends the bearer token, the query without empty entries and the JSON body', async () => {
    const { api, seen } = client(() => json([]));
    await api.request({ method: 'POST', path: 'Notifications', query: { userId: 7, skip: null, q: undefined }, json: { MessageTitle: 'Hi' } }, bodyOf('body', z.array(z.unknown())));
    expect(seen[0]).toEqual({ url: 'http://127.0.0.1:1/api/Notifications?userId=7', method: 'POST', authorization: 'Bearer secret', body: '{"MessageTitle":"Hi"}' });
  });

  it('sends no Authorization header when signed out', async () => {
    const { api, seen } = client(() => json([]), null);
    await api.request({ method: 'GET', path: 'Misc/Genders' }, bodyOf('body', z.array(z.unknown())));
    expect(seen[0]?.authorization).toBeNull();
  });

  it('parses the body and the x-pagination header', async () => {
    const { api } = client(() => json([{ id: 1 }], 200, { 'x-pagination': '{"totalCount":31,"pageSize":10,"currentPage":2}' }));
    const reply = await api.request({ method: 'GET', path: 'Doctors' }, bodyOf('body', z.array(z.object({ id: z.number() }))));
    expect(reply._unsafeUnwrap()).toEqual({ status: 200, data: [{ id: 1 }], pagination: { totalCount: 31, pageSize: 10, currentPage: 2 } });
  });

  it('applies the response policy: a 400 gives danger toasts and a Refused error with the messages', async () => {
    const { api, effects } = client(() => json({ errors: ['Email is taken'] }, 400));
    const reply = await api.request({ method: 'POST', path: 'Doctors' }, bodyOf('body', z.unknown()));
    expect(reply._unsafeUnwrapErr()).toEqual({ kind: 'Refused', status: 400, messages: ['Email is taken'] });
    expect(effects).toEqual([{ kind: 'toast', severity: 'danger', title: 'Error!', text: 'Email is taken' }]);
  });

  it('sends 401 to Login and 503 to UnderMaintenance', async () => {
    const unauthorized = client(() => new Response(null, { status: 401 }));
    expect((await unauthorized.api.request({ method: 'GET', path: 'Users' }, bodyOf('body', z.unknown())))._unsafeUnwrapErr()).toEqual({ kind: 'Unauthorized' });
    expect(unauthorized.effects).toEqual([{ kind: 'navigate', to: 'Login' }]);
    const maintenance = client(() => new Response(null, { status: 503 }));
    expect((await maintenance.api.request({ method: 'GET', path: 'Users' }, bodyOf('body', z.unknown())))._unsafeUnwrapErr()).toEqual({ kind: 'UnderMaintenance' });
    expect(maintenance.effects).toEqual([{ kind: 'navigate', to: 'UnderMaintenance' }]);
  });

  it('treats a 204 as success with a null body and a success toast', async () => {
    const { api, effects } = client(() => new Response(null, { status: 204 }));
    expect((await api.request({ method: 'PUT', path: 'Notifications/UpdateNotification/3' }, bodyOf('body', z.null())))._unsafeUnwrap().data).toBeNull();
    expect(effects).toEqual([{ kind: 'toast', severity: 'success', title: 'Success', text: 'Action submitted successfully' }]);
  });

  it('reports an answer that does not match the schema', async () => {
    const { api } = client(() => json({ unexpected: true }));
    expect((await api.request({ method: 'GET', path: 'Users' }, bodyOf('body', z.array(z.unknown()))))._unsafeUnwrapErr().kind).toBe('InvalidAnswer');
  });

  it('reports an unreachable server with a toast', async () => {
    const { api, effects } = client(() => { throw new TypeError('fetch failed'); });
    expect((await api.request({ method: 'GET', path: 'Users' }, bodyOf('body', z.unknown())))._unsafeUnwrapErr()).toEqual({ kind: 'Unreachable' });
    expect(effects.map((effect) => effect.kind)).toEqual(['toast']);
  });

  it('sends a given token instead of the stored one, and applies no policy to a quiet call', async () => {
    const { api, seen, effects } = client(() => new Response(null, { status: 204 }), null);
    await api.request({ method: 'POST', path: 'Authentication/SignOut', token: 'old-token', quiet: true }, bodyOf('body', z.null()));
    expect(seen[0]?.authorization).toBe('Bearer old-token');
    expect(effects).toEqual([]);
  });

  it('turns the loading flag off 300 ms after the last response', async () => {
    vi.useFakeTimers();
    const { api, loading } = client(() => json([]));
    await api.request({ method: 'GET', path: 'Users' }, bodyOf('body', z.unknown()));
    expect(loading).toEqual([true]);
    vi.advanceTimersByTime(299);
    expect(loading).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(loading).toEqual([true, false]);
  });
});
