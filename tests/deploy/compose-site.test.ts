// What deploy/compose.yaml says must agree with deploy/nginx.conf and with what several processes need (issue 36),
// checked without a Docker engine: every upstream nginx names is a portal service and every portal service is
// upstream; each portal has the site's database, keys and bucket, the same for all; the data lives in volumes.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const DEPLOY = join(import.meta.dirname, '../../deploy');
const compose = parse(readFileSync(join(DEPLOY, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, { environment?: Record<string, string>; volumes?: string[]; image?: string; build?: unknown; ports?: string[] }>;
  volumes: Record<string, unknown>;
};
const upstream = [...readFileSync(join(DEPLOY, 'nginx.conf'), 'utf8').matchAll(/^\s*server\s+([\w-]+):8080\b/gm)].map((match) => match[1]);
const portals = Object.entries(compose.services).filter(([, service]) => service.build !== undefined);

describe('deploy/compose.yaml as a site of several processes', () => {
  it('runs every portal nginx sends requests to, and nothing nginx does not know', () => {
    expect(upstream.length).toBeGreaterThanOrEqual(2);
    expect(portals.map(([name]) => name).sort()).toEqual([...upstream].sort());
  });

  it('gives every portal the one database, the same keys and the shared bucket', () => {
    const shared = ['DATABASE_URL', 'RAFDESK_TOKEN_SECRET', 'RAFDESK_FIELD_KEYS', 'RAFDESK_S3_BUCKET', 'RAFDESK_S3_ENDPOINT', 'RAFDESK_TRUST_PROXY', 'RAFDESK_ALLOWED_ORIGINS'];
    const [[, first], ...others] = portals as [[string, { environment: Record<string, string> }], ...[string, { environment: Record<string, string> }][]];
    for (const name of shared) expect(first.environment[name], name).toBeTruthy();
    for (const [, other] of others) expect(other.environment).toEqual(first.environment);
    expect(first.environment.DATABASE_URL).toMatch(/@db:5432\//);
    expect(first.environment.RAFDESK_S3_ENDPOINT).toBe('http://minio:9000');
  });

  it('keeps the database and the objects in volumes, and publishes only the proxy, whose configuration is the shipped file', () => {
    const mounted = (service: string) => (compose.services[service]?.volumes ?? []).map((volume) => volume.split(':')[0]);
    expect(mounted('db')).toContain('db-data');
    expect(mounted('minio')).toContain('object-data');
    expect(Object.keys(compose.volumes).sort()).toEqual(['db-data', 'object-data']);
    const published = Object.entries(compose.services).filter(([, service]) => (service.ports ?? []).length > 0).map(([name]) => name);
    expect(published).toEqual(['proxy']);
    const config = compose.services.proxy?.volumes?.find((volume) => volume.endsWith(':/etc/nginx/nginx.conf:ro'))?.split(':')[0] ?? '';
    expect(existsSync(join(DEPLOY, config))).toBe(true);
    expect(dirname(join(DEPLOY, config))).toBe(DEPLOY);
  });
});
