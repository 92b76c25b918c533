import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { PAGINATION_HEADER } from '@rafdesk/core';

/** Extra sources the Content-Security-Policy allows, e.g. an identity provider's script and popup hosts. */
export interface CspAdditions {
  readonly connectSrc?: readonly string[];
  readonly scriptSrc?: readonly string[];
  readonly frameSrc?: readonly string[];
  readonly imgSrc?: readonly string[];
}

export interface SecuritySettings {
  /** Origins allowed to call the API from a browser. Empty (the default) closes CORS entirely. */
  readonly allowedOrigins?: readonly string[];
  /** Proxies whose `X-Forwarded-*` headers are believed (Fastify's `trustProxy`); none by default. */
  readonly trustProxy?: boolean | string | readonly string[];
  /** Largest accepted request body in bytes; 1 MiB by default. Routes may lower or raise their own. */
  readonly bodyLimitBytes?: number;
  readonly hstsMaxAgeSeconds?: number;
  readonly csp?: CspAdditions;
}

const ONE_YEAR_SECONDS = 31_536_000;

/** The origins (http(s) and the matching ws(s)) of an absolute address; nothing for a relative one. */
export function originsOf(address: string): string[] {
  if (!/^(https?|wss?):\/\//i.test(address)) return [];
  const url = new URL(address);
  const secure = url.protocol === 'https:' || url.protocol === 'wss:';
  return secure ? [`https://${url.host}`, `wss://${url.host}`] : [`http://${url.host}`, `ws://${url.host}`];
}

/** The CSP directives: same-origin everything, plus the hub and API hosts for connections, framing refused. */
export function cspDirectives(hubUrl: string, apiBase: string, extra: CspAdditions = {}): Record<string, string[]> {
  const unique = (values: readonly string[]) => [...new Set(values)];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': unique(["'self'", ...(extra.scriptSrc ?? [])]),
    // PrimeReact positions overlays with inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', 'blob:', ...(extra.imgSrc ?? [])]),
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'connect-src': unique(["'self'", ...originsOf(hubUrl), ...originsOf(apiBase), ...(extra.connectSrc ?? [])]),
  };
  if (extra.frameSrc && extra.frameSrc.length > 0) directives['frame-src'] = unique(extra.frameSrc);
  return directives;
}

/**
 * Security headers on every response (helmet), HSTS only on requests that arrived over TLS, and CORS only
 * for the configured origins, exposing `x-pagination` to them.
 */
export async function registerSecurityHeaders(app: FastifyInstance, settings: SecuritySettings, addresses: { hubUrl: string; apiBase: string }) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(addresses.hubUrl, addresses.apiBase, settings.csp) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // The identity-provider sign-in opens a popup that must be able to report back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: false,
  });

  const maxAge = settings.hstsMaxAgeSeconds ?? ONE_YEAR_SECONDS;
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${maxAge}; includeSubDomains`);
    return payload;
  });

  const origins = settings.allowedOrigins ?? [];
  if (origins.length > 0) {
    await app.register(cors, {
      origin: [...origins],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Requested-With', 'X-SignalR-User-Agent'],
      exposedHeaders: [PAGINATION_HEADER, 'retry-after', 'content-disposition'],
      // The SignalR client sends credentials by default; allowed only towards the listed origins.
      credentials: true,
      maxAge: 600,
    });
  }
}
