import { afterEach, describe, expect, it } from 'vitest';
import { aMessage, eventually, RawHubSocket, RS } from './harness/clients.js';
import { aHubWorld, startHubServer, type HubTestServer, type HubTestWorld } from './harness/hub-test-server.js';

let world: HubTestWorld;
let server: HubTestServer;
const sockets: RawHubSocket[] = [];

async function start(options: Parameters<typeof startHubServer>[1] = {}) {
  world = aHubWorld();
  server = await startHubServer(world, { allowedOrigins: ['https://portal.example'], ...options });
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function negotiate(token: string, query = 'negotiateVersion=1', headers: Record<string, string> = {}) {
  return fetch(`${server.hubUrl}/negotiate?${query}`, { method: 'POST', headers: { ...bearer(token), ...headers } });
}

async function raw(url: string, headers: Record<string, string>, handshake = true) {
  const socket = handshake ? await RawHubSocket.connected(url, headers) : await RawHubSocket.open(url, headers);
  sockets.push(socket);
  return socket;
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await server.stop();
});

describe('negotiate and the WebSocket endpoint', () => {
  it('answers negotiateVersion 0 with a connection id that then opens the socket', async () => {
    await start();
    const token = world.authority.tokenFor(7, 'Doctor');
    const response = await negotiate(token, 'negotiateVersion=0');
    expect(response.status).toBe(200);
    const body = await response.json() as Record<string, unknown>;
    expect(body).toMatchObject({ negotiateVersion: 0, availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }] });
    expect(body).not.toHaveProperty('connectionToken');
    const socket = await raw(`${server.hubUrl}?id=${encodeURIComponent(String(body.connectionId))}`, bearer(token));
    expect(socket.isOpen).toBe(true);
  });

  it('answers negotiateVersion 1 with a public id and a different secret token, never offering other transports', async () => {
    await start();
    const body = await (await negotiate(world.authority.tokenFor(7, 'Doctor'))).json() as Record<string, unknown>;
    expect(body.negotiateVersion).toBe(1);
    expect(body.connectionToken).not.toEqual(body.connectionId);
    expect(String(body.connectionToken)).toContain(String(body.connectionId));
    expect(body).not.toHaveProperty('useStatefulReconnect');
  });

  it('refuses an unknown id (404), a second socket for one id (409), a token of another session (404) and a used one (404)', async () => {
    await start();
    const token = world.authority.tokenFor(7, 'Doctor');
    await expect(RawHubSocket.open(`${server.hubUrl}?id=unknown`, bearer(token))).rejects.toThrow('status 404');
    const { connectionToken } = await (await negotiate(token)).json() as { connectionToken: string };
    const url = `${server.hubUrl}?id=${connectionToken}`;
    const other = world.authority.tokenFor(8, 'Doctor');
    await expect(RawHubSocket.open(url, bearer(other))).rejects.toThrow('status 404');
    const first = await raw(url, bearer(token));
    await expect(RawHubSocket.open(url, bearer(token))).rejects.toThrow('status 409');
    first.close();
    await first.closed;
    await eventually(() => server.hub.connectionCount === 0);
    await expect(RawHubSocket.open(url, bearer(token))).rejects.toThrow('status 404');
  });

  it('takes the token from access_token on the URL, as browsers must send it, and refuses a socket without one (401)', async () => {
    await start();
    const token = world.authority.tokenFor(7, 'Doctor');
    const socket = await raw(`${server.hubUrl}?access_token=${encodeURIComponent(token)}`, {});
    expect(socket.isOpen).toBe(true);
    await expect(RawHubSocket.open(server.hubUrl, {})).rejects.toThrow('status 401');
    const negotiateWithout = await fetch(`${server.hubUrl}/negotiate?negotiateVersion=1`, { method: 'POST' });
    expect(negotiateWithout.status).toBe(401);
  });

  it('refuses a foreign Origin (403) and allows its own and the allowlisted ones, with credentials and no wildcard', async () => {
    await start();
    const token = world.authority.tokenFor(7, 'Doctor');
    await expect(RawHubSocket.open(server.hubUrl, { ...bearer(token), Origin: 'https://evil.example' })).rejects.toThrow('status 403');
    expect((await negotiate(token, 'negotiateVersion=1', { Origin: 'https://evil.example' })).status).toBe(403);
    const allowed = await negotiate(token, 'negotiateVersion=1', { Origin: 'https://portal.example' });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://portal.example');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const preflight = await fetch(`${server.hubUrl}/negotiate`, { method: 'OPTIONS', headers: { Origin: 'https://portal.example' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-signalr-user-agent');
    const own = await raw(server.hubUrl, { ...bearer(token), Origin: server.baseUrl });
    expect(own.isOpen).toBe(true);
  });

  it('offers no long polling or server-sent events on the hub path', async () => {
    await start();
    expect((await fetch(server.hubUrl)).status).toBe(405);
    expect((await fetch(server.hubUrl, { method: 'POST' })).status).toBe(405);
  });
});

describe('the JSON hub protocol', () => {
  it('refuses a protocol it does not speak with an error handshake, then closes', async () => {
    await start();
    const socket = await raw(server.hubUrl, bearer(world.authority.tokenFor(7, 'Doctor')), false);
    socket.sendText(`{"protocol":"messagepack","version":1}${RS}`);
    expect(await socket.waitFor((r) => 'error' in r)).toEqual({ error: "Requested protocol 'messagepack' is not available." });
    await socket.closed;
  });

  it('closes a socket that never completes the handshake', async () => {
    await start({ handshakeTimeoutMs: 150, tickMs: 25 });
    const socket = await raw(server.hubUrl, bearer(world.authority.tokenFor(7, 'Doctor')), false);
    expect(await socket.closed).toBe(1008);
  });

  it('parses records that follow the handshake in the same frame and answers each invocation with an id exactly once', async () => {
    await start();
    const admin = await raw(server.hubUrl, bearer(world.authority.tokenFor(1, 'Admin')), false);
    const invocation = (id?: string) => JSON.stringify({ type: 1, ...(id ? { invocationId: id } : {}), target: 'SendMessageToUser', arguments: [aMessage({ UserId_M: '7' })] });
    admin.sendText(`{"protocol":"json","version":1}${RS}${invocation('1')}${RS}${invocation()}${RS}${invocation('2')}${RS}`);
    await admin.waitFor((r) => r.invocationId === '2');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const completions = admin.records.filter((r) => r.type === 3);
    expect(completions).toEqual([{ type: 3, invocationId: '1', result: 1 }, { type: 3, invocationId: '2', result: 3 }]);
  });

  it('gives streaming requests an error completion and ignores pings, cancellations and stray completions', async () => {
    await start();
    const socket = await raw(server.hubUrl, bearer(world.authority.tokenFor(1, 'Admin')));
    socket.sendText([
      { type: 6 }, { type: 5, invocationId: '9' }, { type: 3, invocationId: '9', result: 1 },
      { type: 4, invocationId: 's1', target: 'SendToRole', arguments: [] },
      { type: 1, invocationId: 's2', target: 'SendToRole', arguments: [], streamIds: ['a'] },
    ].map((m) => JSON.stringify(m) + RS).join(''));
    expect(await socket.waitFor((r) => r.invocationId === 's1')).toEqual({ type: 3, invocationId: 's1', error: 'Streaming is not supported.' });
    expect(await socket.waitFor((r) => r.invocationId === 's2')).toMatchObject({ error: 'Client streaming is not supported.' });
    expect(socket.isOpen).toBe(true);
  });

  it('closes only the connection that sent a malformed frame', async () => {
    await start();
    const bystander = await raw(server.hubUrl, bearer(world.authority.tokenFor(7, 'Doctor')));
    for (const frame of ['not json' + RS, '{"type":1}' + RS, '{"type":42}' + RS, '{"type":1,"target":"SendToRole","arguments":[]}', '{"type":8,"sequenceId":1}' + RS]) {
      const bad = await raw(server.hubUrl, bearer(world.authority.tokenFor(1, 'Admin')));
      bad.sendText(frame);
      expect(await bad.waitFor((r) => r.type === 7)).toEqual({ type: 7, error: 'Connection closed with an error.' });
      expect(await bad.closed).toBe(1002);
    }
    const binary = await raw(server.hubUrl, bearer(world.authority.tokenFor(1, 'Admin')));
    binary.sendBinary(Buffer.from([1, 2, 3]));
    await binary.closed;
    const admin = await raw(server.hubUrl, bearer(world.authority.tokenFor(1, 'Admin')));
    admin.sendText(JSON.stringify({ type: 1, target: 'SendMessageToUser', arguments: [aMessage({ UserId_M: '7' })] }) + RS);
    expect(await bystander.waitFor((r) => r.target === 'ReceiveMessage')).toMatchObject({ type: 1, arguments: [{ userID_M: '7' }] });
    expect(server.hub.metrics.protocolErrors).toBeGreaterThanOrEqual(6);
  });

  it('drops a message larger than 32 KB with close code 1009 and keeps the others', async () => {
    await start();
    const bystander = await raw(server.hubUrl, bearer(world.authority.tokenFor(7, 'Doctor')));
    const big = await raw(server.hubUrl, bearer(world.authority.tokenFor(1, 'Admin')));
    big.sendText(JSON.stringify({ type: 1, target: 'SendToRole', arguments: ['x'.repeat(33 * 1024)] }) + RS);
    expect(await big.closed).toBe(1009);
    expect(bystander.isOpen).toBe(true);
    await eventually(() => server.hub.metrics.oversizeMessages === 1);
  });

  it('limits the invocation rate of one connection', async () => {
    await start({ invocationBurst: 3, invocationsPerSecond: 1 });
    const socket = await raw(server.hubUrl, bearer(world.authority.tokenFor(1, 'Admin')));
    socket.sendText(Array.from({ length: 5 }, (_, i) => JSON.stringify({ type: 1, invocationId: String(i), target: 'SendMessageToUser', arguments: [aMessage({ UserId_M: '7' })] }) + RS).join(''));
    await socket.waitFor((r) => r.invocationId === '2' && 'result' in r);
    const limited = socket.records.filter((r) => r.error === 'Too many messages. Please slow down.');
    expect(limited.map((r) => r.invocationId)).toEqual(['3', '4']);
    expect(server.hub.metrics.rateLimited).toBe(2);
  });

  it('pings an idle client and closes one that stays silent past the client timeout', async () => {
    await start({ keepAliveIntervalMs: 100, clientTimeoutMs: 400, tickMs: 20 });
    const socket = await raw(server.hubUrl, bearer(world.authority.tokenFor(7, 'Doctor')));
    await eventually(() => socket.records.filter((r) => r.type === 6).length >= 2);
    expect(await socket.waitFor((r) => r.type === 7, 2_000)).toEqual({ type: 7, error: 'Client timeout elapsed.', allowReconnect: true });
    await socket.closed;
  });

  it('closes a connection whose session expired, without allowing reconnect, when the timer notices', async () => {
    await start({ tickMs: 20 });
    const socket = await raw(server.hubUrl, bearer(world.authority.tokenFor(7, 'Doctor', { lifetimeMs: 200 })));
    expect(await socket.waitFor((r) => r.type === 7, 2_000)).toEqual({ type: 7, error: 'Session ended' });
    expect(await socket.closed).toBe(1000);
  });
});
