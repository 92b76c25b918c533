import { okAsync } from 'neverthrow';
import type { HubAuthenticator, HubIdentity } from '@rafdesk/core';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConnectionRegistry } from './connection-registry.js';
import { HubConnection, type HubSocket } from './hub-connection.js';
import { emptyMetrics } from './hub-metrics.js';
import { resolveHubOptions } from './hub-options.js';
import type { HubState } from './hub-state.js';
import { tick } from './keep-alive-wheel.js';

class FakeSocket implements HubSocket {
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: string[] = [];
  closedWith: number | null = null;
  send(data: Buffer | string) {
    this.sent.push(data.toString());
  }
  close(code?: number) {
    this.closedWith = code ?? 1005;
    this.readyState = 3;
  }
  terminate() {
    this.close(1006);
  }
}

function aState(sessionExpiry: () => Date | null) {
  let now = 1_000_000;
  const authenticator: HubAuthenticator = { authenticate: () => okAsync(null), sessionExpiry: () => okAsync(sessionExpiry()) };
  const state: HubState = {
    options: resolveHubOptions({ connectionTokenSecret: randomBytes(32), now: () => now }),
    authenticator, registry: new ConnectionRegistry(), reserved: new Set(), consumed: new Map(), metrics: emptyMetrics(),
  };
  const connect = (expiresInMs = 3_600_000) => {
    const identity: HubIdentity = { userId: '7', role: 'Doctor', sessionId: 's1', expiresAt: new Date(now + expiresInMs) };
    const socket = new FakeSocket();
    const connection = new HubConnection(`c${state.registry.size}`, identity, socket, now, 20);
    connection.handshakeDone = true;
    state.registry.add(connection);
    return { connection, socket };
  };
  return { state, connect, advance: (ms: number) => (now += ms), now: () => now };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the shared keep-alive timer', () => {
  it('pings only a connection it has not written to for 15 seconds', () => {
    const { state, connect, advance } = aState(() => null);
    const { connection, socket } = connect();
    advance(14_999);
    tick(state);
    expect(socket.sent).toEqual([]);
    advance(1);
    tick(state);
    expect(socket.sent).toEqual(['{"type":6}\u001e']);
    connection.lastReceivedAt += 15_000;
    tick(state);
    expect(socket.sent).toHaveLength(1);
  });

  it('closes a client silent for 30 seconds, and one that never shook hands after 15', () => {
    const { state, connect, advance } = aState(() => null);
    const silent = connect();
    const shy = connect();
    shy.connection.handshakeDone = false;
    advance(15_000);
    tick(state);
    expect(shy.socket.closedWith).toBe(1008);
    expect(silent.socket.closedWith).toBeNull();
    advance(15_000);
    tick(state);
    expect(silent.socket.closedWith).toBe(1000);
    expect(silent.socket.sent.at(-1)).toBe('{"type":7,"error":"Client timeout elapsed.","allowReconnect":true}\u001e');
  });

  it('keeps the socket of a session that was extended, and ends the socket of one that was not', async () => {
    let expiry: Date | null = null;
    const { state, connect, advance, now } = aState(() => expiry);
    const { connection, socket } = connect(1_000);
    advance(1_000);
    expiry = new Date(now() + 900_000);
    tick(state);
    await flush();
    expect(socket.closedWith).toBeNull();
    expect(connection.expiresAt).toBe(expiry.getTime());
    advance(900_000);
    connection.lastReceivedAt = now();
    expiry = null;
    tick(state);
    await flush();
    expect(socket.sent.at(-1)).toBe('{"type":7,"error":"Session ended"}\u001e');
    expect(socket.closedWith).toBe(1000);
  });
});
