import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { LimitCounters } from './counters.js';

type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * The plugin passes the route under `routeInfo` (its merged options), not as the type declarations say; the route's
 * method and address name its counters.
 */
function routeName(options: ChildOptions): string {
  const route = (options as unknown as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
  return `${String(route?.method ?? '')}${route?.url ?? ''}`;
}

/**
 * The store @fastify/rate-limit counts in (its `store` option): the plugin asks it to count each request of a
 * limited route under the client's key, and this store counts in the shared counters, one key per route and client,
 * so `config: { rateLimit: { max, timeWindow } }` on a route is enforced across all processes.
 */
export function routeLimitStore(counters: LimitCounters): FastifyRateLimitStoreCtor {
  class SharedRouteStore implements FastifyRateLimitStore {
    constructor(
      _pluginOptions?: unknown,
      private readonly prefix = 'route:',
    ) {}

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number): void {
      counters.hit(`${this.prefix}${key}`, timeWindow).then(
        (state) => callback(null, { current: state.count, ttl: state.resetInMs }),
        (error: Error) => callback(error),
      );
    }

    child(options: ChildOptions): FastifyRateLimitStore {
      return new SharedRouteStore(undefined, `route:${routeName(options)}:`);
    }
  }
  return SharedRouteStore;
}
