import type { Tracing } from './tracing.js';
import rateLimit from '@fastify/rate-limit';
import { sharedRateLimitStore, type RateLimitCounter } from './shared-rate-limit-store.js';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { can, type AuditLog, type AuditScope, type Clock } from '@rafdesk/core';
import { registerCompression } from './compression.js';
import { registerErrorHandler } from './error-handler.js';
import { registerHealthRoutes, type ReadinessCheck } from './health-routes.js';
import { registerMetrics, type MetricSources } from './metrics.js';
import { registerJsonBody } from './json-body.js';
import { registerMultipartBoundaryCheck } from './multipart-boundary.js';
import { OneLinePerRequest, createLogger, type LogSettings } from './logging.js';
import { mountRoute } from './mount-route.js';
import { openApiDocument } from './openapi.js';
import { registerRequestIdHeader, requestIdOf } from './request-id.js';
import type { Authenticate, Authorize } from './principal.js';
import type { RouteDefinition } from './route-definition.js';
import { maintenanceRefusal, sendError, type RoutePorts } from './route-guard.js';
import { registerSecurityHeaders, type SecuritySettings } from './security-headers.js';
import { registerNoStore, registerPublicConfig, registerWebApp, type PublicConfig } from './web-app.js';

/** Everything the server is built from; the composition root supplies the real ports, tests supply fakes. */
export interface HttpServerOptions {
  readonly log?: LogSettings;
  readonly security?: SecuritySettings;
  /** Served at `GET /config.json`. */
  readonly publicConfig: PublicConfig;
  /** Folder of the built web app; omitted when only the API is served. */
  readonly staticRoot?: string;
  readonly authenticate: Authenticate;
  /** The role check of `{ permission }` routes; the core's access rules (`can`) unless replaced. */
  readonly authorize?: Authorize;
  /** Whether maintenance mode is on; asked on every API call. */
  readonly maintenance: () => PromiseLike<boolean>;
  /** The audit trail; every call of a route that names an audit action appends one entry. */
  readonly audit: Pick<AuditLog, 'append'>;
  /** Writes a change's audit line in the change's own transaction; without it the line follows the change. */
  readonly auditScope?: AuditScope;
  readonly clock?: Clock;
  readonly routes: readonly RouteDefinition[];
  /** Routes mounted on the returned instance by their own module (the multipart upload), listed in the OpenAPI document too. */
  readonly documentedRoutes?: readonly RouteDefinition[];
  /** Backs `GET /api/ready`; without it the portal reports ready whenever it answers. */
  readonly readiness?: ReadinessCheck;
  /** `GET /api/metrics` answers only `Authorization: Bearer <metricsToken>`; without a token there is no such route. */
  readonly metricsToken?: string | null;
  readonly metricSources?: MetricSources;
  /**
   * Where the rate limits of sign-in and the other limited routes are counted: the site's database, so every process
   * counts the same hits. Without it each process counts its own (a test server).
   */
  readonly rateLimitCounter?: RateLimitCounter;
  /** Traces of every request (`OTEL_EXPORTER_OTLP_ENDPOINT`); none when absent. */
  readonly tracing?: Tracing | null;
}

const ONE_MEBIBYTE = 1_048_576;
const systemClock: Clock = { now: () => new Date() };

/**
 * Builds the Fastify app: security headers, CORS, logging without patient data, `/config.json`, the API routes
 * under `/api/` (matched in any letter case), `/api/openapi.json`, and the web app when a folder is given.
 * The caller owns the result: `listen()` to serve, `inject()` to test, `close()` when done.
 */
/** The ports every route mounted on the server shares, from the server's options. */
export function routePortsFrom(options: Pick<HttpServerOptions, 'authenticate' | 'authorize' | 'maintenance' | 'audit' | 'auditScope' | 'clock'>): RoutePorts {
  return {
    authenticate: options.authenticate,
    authorize: options.authorize ?? ((user, permission) => can(user, permission)),
    maintenance: options.maintenance,
    audit: options.audit,
    auditScope: options.auditScope ?? null,
    clock: options.clock ?? systemClock,
  };
}

export async function createHttpServer(options: HttpServerOptions): Promise<FastifyInstance> {
  const security = options.security ?? {};
  const logger: FastifyBaseLogger = createLogger(options.log);
  const app = Fastify({
    loggerInstance: logger,
    logController: new OneLinePerRequest(),
    genReqId: requestIdOf,
    trustProxy: typeof security.trustProxy === 'object' ? [...security.trustProxy] : (security.trustProxy ?? false),
    bodyLimit: security.bodyLimitBytes ?? ONE_MEBIBYTE,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });

  // First, so every route and hook registered after it is traced.
  if (options.tracing) await options.tracing.register(app);
  registerRequestIdHeader(app);
  registerErrorHandler(app);
  await registerCompression(app);
  registerJsonBody(app);
  registerMultipartBoundaryCheck(app);
  await registerSecurityHeaders(app, security, options.publicConfig);
  registerNoStore(app);
  // A counter that cannot be reached lets the request through: it then meets the same database and answers 503 itself.
  await app.register(rateLimit, {
    global: false,
    ...(options.rateLimitCounter === undefined ? {} : { store: sharedRateLimitStore(options.rateLimitCounter), skipOnError: true }),
  });

  const ports = routePortsFrom(options);
  registerPublicConfig(app, options.publicConfig);
  registerHealthRoutes(app, options.readiness ?? (async () => null));
  registerMetrics(app, options.metricsToken ?? null, options.metricSources ?? {});
  const document = openApiDocument([...options.routes, ...(options.documentedRoutes ?? [])], { title: 'RAFdesk API', version: '1' });
  app.get('/api/openapi.json', async (_request, reply) => {
    const refusal = await maintenanceRefusal(ports);
    return refusal ? sendError(reply, refusal) : document;
  });
  for (const route of options.routes) mountRoute(app, route, ports);

  await registerWebApp(app, options.staticRoot ?? null);
  return app;
}
