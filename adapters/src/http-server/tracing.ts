import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where traces go: an OTLP/HTTP collector (`OTEL_EXPORTER_OTLP_ENDPOINT`), and the service's name in them. */
export interface TracingSettings {
  /** The collector's base address, e.g. `http://otel-collector:4318`; spans are posted to `<endpoint>/v1/traces`. */
  readonly endpoint: string;
  readonly serviceName: string;
}

/** Tracing while the server runs: `register` before any route, `shutdown` sends the spans still held and stops. */
export interface Tracing {
  register(app: FastifyInstance): Promise<void>;
  shutdown(): Promise<void>;
}

/** `OTEL_EXPORTER_OTLP_ENDPOINT` and `OTEL_SERVICE_NAME` (default `rafdesk`), as the OpenTelemetry SDKs read them; null when no endpoint is set. */
export function tracingSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): TracingSettings | null {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim().replace(/\/+$/, '');
  if (!endpoint) return null;
  return { endpoint, serviceName: env.OTEL_SERVICE_NAME?.trim() || 'rafdesk' };
}

// A URL's query holds searches by patient name and stream tickets, and its path holds record ids: a span names the
// route's pattern instead, so no attribute carries patient data or a secret.
const routeOf = (request: FastifyRequest): string => request.routeOptions.url ?? 'unmatched';

/**
 * Traces every request through `@fastify/otel` (a span per request, with its route pattern, method and status, and
 * one per hook and handler), exported in batches over OTLP/HTTP. The OpenTelemetry modules load only when tracing is
 * configured.
 */
export async function startTracing(settings: TracingSettings): Promise<Tracing> {
  const [{ NodeTracerProvider }, { BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }, { FastifyOtelInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'), import('@opentelemetry/sdk-trace-base'), import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'), import('@fastify/otel'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${settings.endpoint}/v1/traces` }))],
  });
  const instrumentation = new FastifyOtelInstrumentation({
    requestHook: (span: { setAttribute(key: string, value: string): unknown }, request: unknown) => { span.setAttribute('url.path', routeOf(request as FastifyRequest)); },
  });
  instrumentation.setTracerProvider(provider);
  return {
    async register(app) {
      await app.register(instrumentation.plugin());
    },
    async shutdown() {
      await provider.shutdown();
    },
  };
}
