import type { HubAuthenticator, HubDelivery, HubEventBus, HubIdentity, NotificationLoader, NotificationSender } from '@rafdesk/core';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { ConnectionRegistry } from './connection-registry.js';
import { handleFrame } from './frame-handler.js';
import { HubConnection } from './hub-connection.js';
import { closeRecord } from './hub-messages.js';
import { createFanOut } from './hub-fan-out.js';
import { createHubMethods } from './hub-methods.js';
import { emptyMetrics, type HubMetrics } from './hub-metrics.js';
import { resolveHubOptions, type HubOptions } from './hub-options.js';
import type { HubState } from './hub-state.js';
import { tick as tickOnce, startWheel } from './keep-alive-wheel.js';
import { handleNegotiate } from './negotiate.js';
import { refuseUpgrade, reply } from './http-replies.js';
import { handleUpgrade } from './upgrade.js';

/** The ports a hub needs; the composition root supplies them. */
export interface NotificationHubPorts {
  authenticator: HubAuthenticator;
  sender: NotificationSender;
  loader: NotificationLoader;
  bus: HubEventBus;
}

/** A SignalR JSON hub over WebSockets, mounted on any Node HTTP server. */
export interface NotificationHub {
  /** Whether a request URL is the hub's (`{hub}` or `{hub}/negotiate`), so a framework can hand it over before parsing it. */
  ownsPath(url: string): boolean;
  /** Answers `{hub}/negotiate` and plain requests to `{hub}`; `false` (nothing written) for any other path. */
  handleHttp(req: IncomingMessage, res: ServerResponse): boolean;
  /** Takes an `upgrade` event for `{hub}`; `false` (socket untouched) for any other path. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Pushes `ReceiveMessage` to this process's connections of these users / roles / the delivery's audience. */
  pushToUsers(userIds: readonly (string | number)[], delivery: HubDelivery): number;
  pushToRoles(roles: readonly string[], delivery: HubDelivery): number;
  deliver(delivery: HubDelivery): number;
  /** Closes this process's connections of a session or of a user with a Close that stops reconnecting. */
  closeSessionsOf(target: { sessionId: string } | { userId: string }, reason: string): number;
  /** Closes every connection with a Close that lets clients reconnect (deploy, SIGTERM), then stops. */
  shutdown(): Promise<void>;
  /** One pass of the shared timer, for tests that drive time themselves. */
  tick(): void;
  readonly connectionCount: number;
  readonly metrics: Readonly<HubMetrics>;
}

const RESTART_CLOSE = closeRecord({ allowReconnect: true });

/** Builds a hub; it subscribes to the bus and starts its one shared timer at once. */
export function createNotificationHub(
  ports: NotificationHubPorts,
  options: Partial<HubOptions> & Pick<HubOptions, 'connectionTokenSecret'>,
): NotificationHub {
  const resolved = resolveHubOptions(options);
  const state: HubState = {
    options: resolved, authenticator: ports.authenticator, registry: new ConnectionRegistry(),
    reserved: new Set(), consumed: new Map(), metrics: emptyMetrics(),
  };
  const { logger } = resolved;
  const invoke = createHubMethods(ports, logger);
  const wss = new WebSocketServer({ noServer: true, maxPayload: resolved.maxMessageBytes, perMessageDeflate: false, clientTracking: false });
  const negotiatePath = `${resolved.hubPath}/negotiate`;
  let stopped = false;

  const { send, deliver, closeSessionsOf, subscriber } = createFanOut(state, ports.loader);
  const unsubscribe = ports.bus.subscribe(subscriber);
  const stopWheel = startWheel(state);

  const attach = (ws: WebSocket, connectionId: string, identity: HubIdentity, tokenExpiresAt: number) => {
    const connection = new HubConnection(connectionId, identity, ws, resolved.now(), resolved.invocationBurst);
    state.registry.add(connection);
    state.consumed.set(connectionId, tokenExpiresAt);
    logger.info({ connectionId, userId: identity.userId }, 'hub connection opened');
    ws.on('message', (data: Buffer, isBinary: boolean) => handleFrame(state, invoke, connection, data, isBinary));
    ws.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') state.metrics.oversizeMessages += 1;
      else state.metrics.protocolErrors += 1;
    });
    ws.on('close', () => {
      connection.closing = true;
      state.registry.remove(connection);
      logger.info({ connectionId }, 'hub connection closed');
    });
  };

  return {
    ownsPath(url) {
      const path = url.split('?', 1)[0];
      return path === resolved.hubPath || path === negotiatePath;
    },
    handleHttp(req, res) {
      const path = (req.url ?? '/').split('?', 1)[0];
      if (stopped && (path === negotiatePath || path === resolved.hubPath)) {
        reply(req, res, 503, { 'Retry-After': '1' });
        return true;
      }
      if (path === negotiatePath) {
        handleNegotiate(state, req, res).catch(() => {
          if (!res.headersSent) reply(req, res, 500, {});
        });
        return true;
      }
      if (path !== resolved.hubPath) return false;
      reply(req, res, 405, { Allow: 'GET' }, { error: 'This hub accepts WebSocket connections only.' });
      return true;
    },
    handleUpgrade(req, socket, head) {
      if ((req.url ?? '/').split('?', 1)[0] !== resolved.hubPath) return false;
      if (stopped) {
        refuseUpgrade(socket, 503);
        return true;
      }
      handleUpgrade(state, wss, attach, req, socket, head).catch(() => socket.destroy());
      return true;
    },
    pushToUsers: (userIds, delivery) => send(state.registry.audience(userIds.map(String), []), delivery),
    pushToRoles: (roles, delivery) => send(state.registry.audience([], roles), delivery),
    deliver,
    closeSessionsOf,
    async shutdown() {
      stopped = true;
      unsubscribe();
      stopWheel();
      const open = [...state.registry.all()];
      const closed = open.map((connection) => new Promise<void>((resolve) => {
        (connection.socket as WebSocket).once('close', () => resolve());
        connection.end(RESTART_CLOSE, 1001);
      }));
      const grace = new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref());
      await Promise.race([Promise.all(closed), grace]);
      for (const connection of state.registry.all()) connection.socket.terminate();
    },
    tick: () => tickOnce(state),
    get connectionCount() {
      return state.registry.size;
    },
    metrics: state.metrics,
  };
}
