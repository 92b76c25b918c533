import type { FastifyInstance } from 'fastify';

/** Answers whether the portal can serve requests now: null when ready, else a short reason for the operator. */
export type ReadinessCheck = () => Promise<string | null>;

/**
 * `GET /api/health` (the process answers) and `GET /api/ready` (the database answers and its migrations are
 * current; 503 otherwise) for load balancers and orchestrators. Both bypass maintenance mode and sign-in, and say
 * nothing but their status.
 */
export function registerHealthRoutes(app: FastifyInstance, ready: ReadinessCheck): void {
  app.get('/api/health', async (_request, reply) => reply.code(200).send({ status: 'up' }));
  app.get('/api/ready', async (request, reply) => {
    const reason = await ready();
    if (reason === null) return reply.code(200).send({ status: 'ready' });
    request.log.warn({ reason }, 'not ready');
    return reply.code(503).send({ status: 'not ready' });
  });
}
