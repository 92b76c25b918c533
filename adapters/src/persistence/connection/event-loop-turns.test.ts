import { connect, createServer, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { EventLoopTurns } from './event-loop-turns.js';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) { /* synchronous work, as a PGlite query is */ }
};

describe('EventLoopTurns', () => {
  it('grants turns in the order they were asked for', async () => {
    const turns = new EventLoopTurns();
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4].map(async (caller) => {
      await turns.next();
      order.push(caller);
      await turns.next();
      order.push(caller * 10);
    }));
    expect(order).toEqual([1, 2, 3, 4, 10, 20, 30, 40]);
  });

  it('lets the server accept 20 clients connecting at once while 40 callers run 5 ms of synchronous work per turn', async () => {
    const turns = new EventLoopTurns();
    const accepted: number[] = [];
    const sockets: Socket[] = [];
    const server = createServer((socket) => {
      accepted.push(performance.now());
      sockets.push(socket);
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as { port: number };
    const clients = Array.from({ length: 20 }, () => connect(port, '127.0.0.1'));
    await Promise.all(clients.map((client) => new Promise((connected) => client.once('connect', connected))));
    // The kernel has completed every handshake; the server's loop accepts them one per iteration.
    await Promise.all(Array.from({ length: 40 }, async () => {
      for (let query = 0; query < 5; query += 1) {
        await turns.next();
        busy(5);
      }
    }));
    const workDone = performance.now();
    for (const socket of [...clients, ...sockets]) socket.destroy();
    server.close();
    // 1 s of work in all: without turns not one client is accepted before it ends.
    expect(accepted).toHaveLength(20);
    expect(Math.max(...accepted)).toBeLessThan(workDone - 500);
  });
});
