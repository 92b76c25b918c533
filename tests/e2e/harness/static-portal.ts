import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { UI_BUILD } from './ui-build.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml',
  '.json': 'application/json', '.woff2': 'font/woff2', '.woff': 'font/woff', '.ttf': 'font/ttf', '.eot': 'application/vnd.ms-fontobject', '.map': 'application/json',
};

export interface StaticPortalOptions {
  /** Extra fields of /config.json (for example a shorter idle timeout). */
  readonly config?: Record<string, unknown>;
}

/**
 * The built web app on a free port, as `rafdesk serve` would serve it but without an API: files from
 * `ui/build`, every other path answered with index.html (history routing), `/config.json`, and 404 under /api.
 */
export async function startStaticPortal(options: StaticPortalOptions = {}): Promise<{ server: Server; baseUrl: string }> {
  const config = JSON.stringify({ apiBase: '/api', hubUrl: '/hubs/notifications', identityProvider: null, ...options.config });
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (path === '/config.json') {
      response.writeHead(200, { 'content-type': TYPES['.json'] }).end(config);
      return;
    }
    if (path.startsWith('/api/') || path.startsWith('/hubs/')) {
      response.writeHead(404, { 'content-type': TYPES['.json'] }).end('{"errors":["Not found"]}');
      return;
    }
    const file = extname(path) === '' ? 'index.html' : normalize(path).replace(/^(\.\.[/\\])+/, '');
    readFile(join(UI_BUILD, file)).then(
      (body) => response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
