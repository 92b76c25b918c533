import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/** Counts a limited key's hits in its window; a site's processes share one (the database's), so N allow what one does. */
export interface RateLimitCounter {
  hit(key: string, windowMs: number): Promise<{ readonly hits: number; readonly resetInMs: number }>;
}

type Reply = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

// At run time the plugin hands a route's child its settings with the route under `routeInfo` (its types say the route).
const routeOf = (route: RouteOptions): { method: unknown; url: unknown } => (route as unknown as { routeInfo?: { method: unknown; url: unknown } }).routeInfo ?? route;

/**
 * The store @fastify/rate-limit counts in (it takes a class): each route's keys are prefixed with its method and
 * path, as the plugin's own stores do, and every hit is one call to the shared counter.
 */
export function sharedRateLimitStore(counter: RateLimitCounter): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    // The plugin constructs the store with its settings, and each route's child with a prefix.
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(key: string, reply: Reply, timeWindow: number): void {
      counter.hit(`${this.prefix}${key}`, timeWindow).then(
        (hit) => reply(null, { current: hit.hits, ttl: hit.resetInMs }),
        (error: unknown) => reply(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(route: RouteOptions): SharedRateLimitStore {
      const { method, url } = routeOf(route);
      return new SharedRateLimitStore(`${String(method)} ${String(url)} `);
    }
  };
}
