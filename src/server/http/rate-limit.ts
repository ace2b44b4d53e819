import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { CreateCounter } from './counters.ts';

export type RouteRateLimit = { max: number; timeWindow: number } | false;

/**
 * @fastify/rate-limit's store over the shared counters (counters.ts): a fixed window per client
 * address and route that starts at its first request, as the plugin's own memory store does.
 */
function sharedStore(createCounter: CreateCounter): FastifyRateLimitStoreCtor {
  const counters = new Map<string, RateLimiterAbstract>();
  const counterFor = (route: string, timeWindow: number) => {
    const name = `http:${route}:${timeWindow}`;
    let counter = counters.get(name);
    if (!counter) {
      counter = createCounter({ keyPrefix: name, durationMs: timeWindow });
      counters.set(name, counter);
    }
    return counter;
  };

  class SharedStore implements FastifyRateLimitStore {
    private readonly route: string;
    constructor(route: unknown) {
      this.route = typeof route === 'string' ? route : 'all';
    }
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      counterFor(this.route, timeWindow)
        .penalty(key, 1)
        .then(
          (result) => callback(null, { current: result.consumedPoints, ttl: result.msBeforeNext }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin passes the route's limit settings with the route under `routeInfo` (its
      // typings say otherwise); the method and URL keep each route's counts apart.
      const { routeInfo } = routeOptions as { routeInfo?: { method?: unknown; url?: unknown } };
      return new SharedStore(`${String(routeInfo?.method)} ${String(routeInfo?.url)}`);
    }
  }
  return SharedStore;
}

/**
 * Per-route limits, per client IP. Answers `rateLimit(max)`: a route opts in with
 * `config: { rateLimit: rateLimit(n) }` (a declared endpoint with its `perMinute`).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { enabled: boolean; createCounter: CreateCounter },
) {
  await app.register(rateLimit, {
    global: false,
    store: sharedStore(options.createCounter),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${context.after} and try again.`,
    }),
  });
  return (max: number): RouteRateLimit => (options.enabled ? { max, timeWindow: 60_000 } : false);
}
