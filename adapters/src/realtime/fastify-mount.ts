import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NotificationHub } from './notification-hub.js';

/**
 * Mounts the hub on a Fastify server's port: `hubPath` and its negotiate are handed to the hub before Fastify reads a
 * body (the hub speaks raw HTTP and WebSocket), and upgrades the hub does not own are closed.
 */
export function mountHubOnFastify(app: FastifyInstance, hub: NotificationHub, hubPath: string): void {
  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    if (!hub.handleHttp(request.raw as IncomingMessage, reply.raw as ServerResponse)) reply.raw.writeHead(404).end();
  };
  for (const url of [hubPath, `${hubPath}/negotiate`]) app.route({ method: ['GET', 'POST', 'OPTIONS'], url, onRequest: handOver, handler: async () => undefined });
  app.server.on('upgrade', (request, socket, head) => {
    if (!hub.handleUpgrade(request, socket, head)) socket.destroy();
  });
}
