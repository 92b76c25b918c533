import { createNotificationHub, InProcessHubEventBus, type HubOptions, type NotificationHub } from '@rafdesk/adapters/realtime';
import type { HubEventBus } from '@rafdesk/core';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { FakeAuthority, InMemoryNotificationStore } from './fake-ports.js';

export const HUB_PATH = '/hubs/notifications';

/** Captured log lines of a hub, to prove that no token ever reaches them. */
export class LogCapture {
  readonly lines: string[] = [];
  info = (fields: Record<string, unknown>, message: string) => void this.lines.push(`${message} ${JSON.stringify(fields)}`);
  warn = (fields: Record<string, unknown>, message: string) => void this.lines.push(`${message} ${JSON.stringify(fields)}`);
}

export interface HubTestServer {
  readonly baseUrl: string;
  readonly hubUrl: string;
  readonly port: number;
  readonly hub: NotificationHub;
  /** Closes gracefully (hub Close with allowReconnect). */
  stop(): Promise<void>;
  /** Drops every socket without a word, as a killed process would. */
  crash(): Promise<void>;
}

export interface HubTestWorld {
  authority: FakeAuthority;
  store: InMemoryNotificationStore;
  bus: HubEventBus;
  log: LogCapture;
  secret: Uint8Array;
}

/** Fakes shared by the servers of one test (tokens and stored notifications survive a restart). */
export function aHubWorld(overrides: Partial<HubTestWorld> = {}): HubTestWorld {
  return {
    authority: new FakeAuthority(), store: new InMemoryNotificationStore(), bus: new InProcessHubEventBus(), log: new LogCapture(),
    secret: randomBytes(32), ...overrides,
  };
}

/** An HTTP server on 127.0.0.1 that mounts the hub exactly as `rafdesk serve` does (request + upgrade handlers). */
export async function startHubServer(world: HubTestWorld, options: Partial<HubOptions> = {}, port = 0): Promise<HubTestServer> {
  const hub = createNotificationHub(
    { authenticator: world.authority, sender: world.store, loader: world.store, bus: world.bus },
    { hubPath: HUB_PATH, connectionTokenSecret: world.secret, logger: world.log, ...options },
  );
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    if (!hub.handleHttp(req, res)) {
      res.writeHead(404).end();
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (req, socket, head) => {
    if (!hub.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    baseUrl, hubUrl: `${baseUrl}${HUB_PATH}`, port: address.port, hub,
    async stop() {
      await hub.shutdown();
      server.closeAllConnections();
      await closeServer();
    },
    async crash() {
      const closed = closeServer();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await hub.shutdown();
      await closed;
    },
  };
}
