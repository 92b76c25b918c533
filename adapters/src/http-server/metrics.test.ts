import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerMetrics } from './metrics.js';

async function appWith(token: string | null) {
  const app = Fastify();
  registerMetrics(app, token, { hubConnections: () => 3, jobQueues: async () => ({ 'radv-build': 2 }) });
  app.get('/api/Patients/:id', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('Prometheus metrics', () => {
  it('counts requests and latency per route pattern (never the concrete ids), the hub connections, the job queues\' depth and Node\'s runtime figures, behind the token', async () => {
    const app = await appWith('metrics-secret');
    await app.inject({ method: 'GET', url: '/api/Patients/501' });
    await app.inject({ method: 'GET', url: '/api/Patients/502' });
    expect((await app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    const answer = await app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer metrics-secret' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('rafdesk_http_requests_total{method="GET",route="/api/Patients/:id",status="200"} 2');
    expect(answer.body).toContain('rafdesk_http_request_duration_seconds_bucket');
    expect(answer.body).toContain('rafdesk_hub_connections 3');
    expect(answer.body).toContain('rafdesk_job_queue_depth{queue="radv-build"} 2');
    for (const runtime of ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_active_handles_total']) {
      expect(answer.body).toMatch(new RegExp(`^${runtime}`, 'm'));
    }
    // No label names a concrete id (a runtime figure such as the resident memory may hold those digits by chance).
    const labels = answer.body.split('\n').flatMap((line) => /\{([^}]*)\}/.exec(line)?.[1] ?? []);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((set) => /50[12]/.test(set))).toEqual([]);
    await app.close();
  });

  it('does not exist without a token', async () => {
    const app = await appWith(null);
    expect((await app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
    await app.close();
  });
});
