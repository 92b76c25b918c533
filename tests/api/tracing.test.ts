import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@rafdesk/adapters/persistence';
import { composePortal, PGLITE_TEMPLATE, type Portal } from '@rafdesk/cli/composition-root';
import { call, signIn } from './harness/client.js';
import { DEMO_PASSWORD } from './harness/portal-harness.js';

// Traces through @fastify/otel to a collector named by OTEL_EXPORTER_OTLP_ENDPOINT: a small OTLP/HTTP receiver started
// by the test takes what the portal sends. Each request is a span with its route's pattern, method and status, and no
// attribute carries a patient's name, a record id from the path, a token or a search.

interface OtlpAttribute { readonly key: string; readonly value: { readonly stringValue?: string; readonly intValue?: number | string } }
interface OtlpSpan { readonly name: string; readonly attributes: readonly OtlpAttribute[] }
interface OtlpExport { readonly resourceSpans: readonly { readonly resource: { readonly attributes: readonly OtlpAttribute[] }; readonly scopeSpans: readonly { readonly spans: readonly OtlpSpan[] }[] }[] }

const received: string[] = [];
let collector: Server;
let database: DatabaseHandle;
let portal: Portal;

beforeAll(async () => {
  collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => { body += chunk.toString(); });
    request.on('end', () => {
      if (request.url === '/v1/traces') received.push(body);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const { port } = collector.address() as AddressInfo;
  database = (await openDatabase({ memory: true, template: PGLITE_TEMPLATE }))._unsafeUnwrap();
  portal = await composePortal({
    database: { handle: database }, demo: { password: DEMO_PASSWORD, patientCount: 6 }, logger: { level: 'silent' },
    env: { ...process.env, RAFDESK_DEMO_PASSWORD: DEMO_PASSWORD, OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}/`, OTEL_SERVICE_NAME: 'rafdesk-test' },
  });
}, 120_000);
afterAll(async () => {
  await database?.close();
  await new Promise((resolve) => collector?.close(resolve));
});

const text = (attribute: OtlpAttribute | undefined) => attribute?.value.stringValue ?? (attribute?.value.intValue === undefined ? undefined : String(attribute.value.intValue));

describe('OpenTelemetry traces (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('sends a span per request with the route pattern, method and status, and no patient data, id, search or token', async () => {
    const { token } = await signIn(portal, 'doctor');
    const listed = await call(portal, 'GET', '/api/Patients?pageNumber=1&pageSize=10', { token });
    const [patient] = (listed.body as { fullName: string; recordID: number }[]).map((row) => ({ patientName: row.fullName, recordId: row.recordID }));
    expect(patient).toBeDefined();
    const lastName = patient!.patientName.split(' ').at(-1)!;
    expect((await call(portal, 'GET', `/api/Patients?pageNumber=1&pageSize=10&SearchQuery=${encodeURIComponent(lastName)}`, { token })).status).toBe(200);
    expect((await call(portal, 'GET', `/api/Patients/GetRecordDiagnostics?RecordID=${patient!.recordId}&pageNumber=1&pageSize=10`, { token })).status).toBeLessThan(500);
    // Closing flushes the spans still held.
    await portal.close();

    const exports = received.map((body) => JSON.parse(body) as OtlpExport);
    const spans = exports.flatMap((one) => one.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)));
    const service = exports.flatMap((one) => one.resourceSpans.map((resource) => text(resource.resource.attributes.find((attribute) => attribute.key === 'service.name'))));
    expect(new Set(service)).toEqual(new Set(['rafdesk-test']));
    const requests = spans.filter((span) => span.attributes.some((attribute) => attribute.key === 'http.request.method'));
    const listSpans = requests.filter((span) => text(span.attributes.find((attribute) => attribute.key === 'http.route'))?.toLowerCase() === '/api/patients');
    expect(listSpans.length).toBeGreaterThanOrEqual(2);
    for (const span of listSpans) {
      const attribute = (key: string) => text(span.attributes.find((one) => one.key === key));
      expect([attribute('http.request.method'), attribute('url.path'), attribute('http.response.status_code')]).toEqual(['GET', attribute('http.route'), '200']);
    }
    const everything = received.join('\n');
    for (const secret of [lastName, patient!.patientName, token, DEMO_PASSWORD, `RecordID=${patient!.recordId}`]) expect(everything.includes(secret), secret).toBe(false);
  });
});
