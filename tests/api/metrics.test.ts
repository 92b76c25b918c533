import { expect, it } from 'vitest';
import { call } from './harness/client.js';
import { checkLogsAfterAll } from './harness/log-check.js';
import { describeApi, BOTH_ENGINES, DEMO_SETUP } from './harness/portal-harness.js';

const METRICS_TOKEN = 'metrics-token-of-the-api-suite-0123456789';

describeApi('Metrics of the composed portal', (world) => {
  it('reports the database pool on PostgreSQL (total, idle, waiting) and none on PGlite, behind the metrics token', async () => {
    world.env = { RAFDESK_METRICS_TOKEN: METRICS_TOKEN };
    await world.rebuild();
    const portal = world.portal();
    expect((await call(portal, 'GET', '/api/metrics')).status).toBe(401);
    // A request first, so the pool has opened connections to count.
    expect((await call(portal, 'GET', '/api/health')).status).toBe(200);
    const answer = await call(portal, 'GET', '/api/metrics', { token: METRICS_TOKEN });
    expect(answer.status).toBe(200);
    const text = String(answer.body);
    expect(text).toMatch(/rafdesk_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/);
    const total = /rafdesk_db_pool_connections\{state="total"\} (\d+)/.exec(text);
    if (world.engine === 'postgres') {
      expect(Number(total?.[1])).toBeGreaterThanOrEqual(1);
      expect(text).toMatch(/rafdesk_db_pool_connections\{state="idle"\} \d+/);
      expect(text).toMatch(/rafdesk_db_pool_connections\{state="waiting"\} 0/);
    } else {
      expect(total).toBeNull();
    }
  });

  checkLogsAfterAll(() => [METRICS_TOKEN]);
}, DEMO_SETUP, BOTH_ENGINES);
