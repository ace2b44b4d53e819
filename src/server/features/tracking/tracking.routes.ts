import type { FastifyInstance } from 'fastify';
import { trackingEndpoints } from '#shared/api/tracking';
import type { ImplementEndpoints } from '#server/http/endpoints';
import type { TrackingService } from './tracking.service.ts';

/** An order's timeline for whoever holds a link from its emails. */
export function registerTrackingRoutes(
  app: FastifyInstance,
  deps: { tracking: TrackingService; implement: ImplementEndpoints },
): void {
  deps.implement(app, trackingEndpoints, {
    trackOrder: async ({ params, reply }) => {
      void reply.header('Cache-Control', 'private, no-store');
      void reply.header('Referrer-Policy', 'no-referrer');
      return deps.tracking.track(params.token);
    },
  });
}
