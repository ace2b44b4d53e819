import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

export type RouteRateLimit = { max: number; timeWindow: number } | false;

/** Per-route limits, per client IP; a route opts in with `config: { rateLimit: perMinute(n) }`. */
export async function registerRateLimits(app: FastifyInstance, enabled: boolean) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${context.after} and try again.`,
    }),
  });
  return (max: number): RouteRateLimit => (enabled ? { max, timeWindow: 60_000 } : false);
}
