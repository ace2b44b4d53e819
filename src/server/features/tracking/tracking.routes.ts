import type { FastifyInstance } from 'fastify';
import type { RouteRateLimit } from '#server/http/rate-limit';
import { LINK_RATE_PER_MINUTE } from '../order-links/link-rate-limit.ts';
import type { TrackingService } from './tracking.service.ts';

/** GET /api/track/:token: an order's timeline for whoever holds a link from its emails. */
export function registerTrackingRoutes(
  app: FastifyInstance,
  deps: { tracking: TrackingService; rateLimit: (max: number) => RouteRateLimit },
): void {
  app.get<{ Params: { token: string } }>(
    '/api/track/:token',
    { config: { rateLimit: deps.rateLimit(LINK_RATE_PER_MINUTE) } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'private, no-store');
      void reply.header('Referrer-Policy', 'no-referrer');
      return deps.tracking.track(request.params.token);
    },
  );
}
