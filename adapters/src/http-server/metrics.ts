import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Live figures the composition root knows and the HTTP server does not (hub connections, database pool). */
export interface MetricSources {
  readonly hubConnections?: () => number;
  readonly databasePool?: () => { total: number; idle: number; waiting: number } | null;
  /** Background jobs not yet ended, by queue (queued, waiting to retry or running; on PostgreSQL, of every process). */
  readonly jobQueues?: () => Promise<Readonly<Record<string, number>>>;
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Prometheus metrics at `GET /api/metrics`: request rate and latency per route (the route's pattern, never the
 * concrete URL with its ids), hub connections, the database pool, the background job queues' depth and Node's own (CPU, memory, heap, event-loop delay,
 * garbage collection, handles; prom-client's standard names, so the usual dashboards read them). Served only when `token` is set, and only to
 * `Authorization: Bearer <token>`; otherwise it does not exist (404).
 */
export function registerMetrics(app: FastifyInstance, token: string | null, sources: MetricSources): void {
  const registry = new Registry();
  // Without a token nothing is served, so nothing is measured either (the event-loop monitor is a timer of its own).
  if (token !== null) collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'rafdesk_http_request_duration_seconds', help: 'HTTP request latency by route pattern', labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers: [registry],
  });
  const requests = new Counter({ name: 'rafdesk_http_requests_total', help: 'HTTP requests by route pattern', labelNames: ['method', 'route', 'status'] as const, registers: [registry] });
  new Gauge({ name: 'rafdesk_hub_connections', help: 'Open notification hub connections', registers: [registry], collect() { this.set(sources.hubConnections?.() ?? 0); } });
  const pool = new Gauge({
    name: 'rafdesk_db_pool_connections', help: 'Database pool connections by state (PostgreSQL only)', labelNames: ['state'] as const, registers: [registry],
    collect() {
      const figures = sources.databasePool?.() ?? null;
      if (figures === null) return;
      pool.set({ state: 'total' }, figures.total);
      pool.set({ state: 'idle' }, figures.idle);
      pool.set({ state: 'waiting' }, figures.waiting);
    },
  });
  const queues = new Gauge({
    name: 'rafdesk_job_queue_depth', help: 'Background jobs not yet ended, by queue', labelNames: ['queue'] as const, registers: [registry],
    async collect() {
      // A queue that cannot be read leaves the figure out rather than failing the whole scrape.
      const depths = await sources.jobQueues?.().catch(() => null) ?? null;
      for (const [queue, depth] of Object.entries(depths ?? {})) queues.set({ queue }, depth);
    },
  });
  const started = new WeakMap<FastifyRequest, bigint>();
  app.addHook('onRequest', async (request) => {
    started.set(request, process.hrtime.bigint());
  });
  app.addHook('onResponse', async (request, reply) => {
    const start = started.get(request);
    if (start === undefined) return;
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    duration.observe(labels, Number(process.hrtime.bigint() - start) / 1e9);
    requests.inc(labels);
  });
  app.get('/api/metrics', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    if (token === null) return reply.code(404).send({ errors: ['The page does not exist'] });
    if (!sameToken(header, `Bearer ${token}`)) return reply.code(401).send({ errors: ['Please sign in again'] });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
