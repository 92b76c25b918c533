import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '@rafdesk/core';
import { isApiPath, pathOf } from './api-path.js';
import { sendError } from './route-guard.js';

/** What the web app reads at start from `GET /config.json`: where the API and the real-time hub are. */
export interface PublicConfig {
  readonly apiBase: string;
  readonly hubUrl: string;
}

const looksLikeFile = (path: string): boolean => /\.[^/]+$/.test(path);

// A browser opening a page asks for text/html; a scraper of /metrics, a health probe or curl does not, and gets the
// 404 an unknown address is instead of the web app's page with 200 (which would pass for a healthy answer).
const wantsPage = (accept: string | undefined): boolean => accept !== undefined && /\btext\/html\b/i.test(accept);

/** `GET /config.json` at the site root; answered in maintenance too, so the web app can show its notice. */
export function registerPublicConfig(app: FastifyInstance, config: PublicConfig): void {
  const body = { apiBase: config.apiBase, hubUrl: config.hubUrl };
  app.get('/config.json', async () => body);
}

/**
 * `Cache-Control: no-store` on every API answer and on `/config.json`, errors included, so no cache or
 * shared proxy keeps patient data or a stale address.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = pathOf(request.url);
    if (isApiPath(path) || path.toLowerCase() === '/config.json') reply.header('cache-control', 'no-store');
    return payload;
  });
}

/**
 * Serves the built web app from `root` when given, with history-mode routing: a page address that is no file
 * (`/patients`, `/admin/users`) asked for as a page (`Accept: text/html`) answers with `index.html`. Unknown API
 * paths, missing files and other addresses asked for by a program (`GET /metrics`) answer 404.
 */
export async function registerWebApp(app: FastifyInstance, root: string | null): Promise<void> {
  if (root !== null) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ['index.html'],
      // The build writes `name.br` and `name.gz` beside every text file: sent as they are to clients that accept them.
      preCompressed: true,
      cacheControl: false,
      // Vite names every built asset by its content hash, so those never change; everything else is revalidated.
      setHeaders: (res, filePath) => {
        const hashedAsset = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{6,}\.[a-z0-9]+(\.br|\.gz)?$/.test(filePath);
        res.setHeader('cache-control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same address answers compressed or not, by the request's Accept-Encoding: caches must keep both.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request.url);
    const page = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && !looksLikeFile(path) && wantsPage(request.headers.accept);
    if (root !== null && page) return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    return sendError(reply, notFound(isApiPath(path) ? 'resource' : 'page'));
  });
}
