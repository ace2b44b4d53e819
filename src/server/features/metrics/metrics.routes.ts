import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createShopMetrics, type ShopMetrics, type ShopMetricsSources } from './shop-metrics.ts';

/** Unknown addresses share one label, so probing random URLs cannot grow the series. */
const UNMATCHED_ROUTE = 'unmatched';
/** The back office's page, whose path is a secret: whoever reads the metrics never learns it. */
const ADMIN_PAGE_ROUTE = 'admin-page';

/** Counts and times every answered request by its route pattern (never the raw URL). */
export function registerRequestMetrics(
  app: FastifyInstance,
  metrics: ShopMetrics,
  adminPath: string,
): void {
  const adminRoute = `/${adminPath}`;
  const routeLabel = (url: string | undefined) => {
    if (url === undefined) return UNMATCHED_ROUTE;
    return url === adminRoute || url.startsWith(`${adminRoute}/`) ? ADMIN_PAGE_ROUTE : url;
  };
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const labels = {
      method: request.method,
      route: routeLabel(request.routeOptions.url),
      status: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

/** Hashing both sides first gives equal lengths, so the compare takes the same time. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer (.+)$/i.exec(header) : null;
  return match?.[1]?.trim() ?? null;
}

/**
 * `/metrics` on the shop's own port, for METRICS_TOKEN only. Without a token the route does
 * not exist (the shop's 404), so the metrics are never open to the internet.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  deps: { metrics: ShopMetrics; token: string | undefined },
): void {
  const { token, metrics } = deps;
  if (!token) return;
  app.get('/metrics', async (request, reply) => {
    const given = bearerToken(request);
    if (given === null || !sameSecret(given, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'Metrics need the bearer token' });
    }
    const { contentType, body } = await metrics.scrape();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}

/** The app's metrics: its own registry, every request counted, and /metrics for the token. */
export function registerMetrics(
  app: FastifyInstance,
  deps: { sources: ShopMetricsSources; token: string | undefined; adminPath: string },
): ShopMetrics {
  const metrics = createShopMetrics(deps.sources);
  registerRequestMetrics(app, metrics, deps.adminPath);
  registerMetricsRoute(app, { metrics, token: deps.token });
  return metrics;
}
