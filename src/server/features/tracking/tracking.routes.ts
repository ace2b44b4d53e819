import type { FastifyInstance } from 'fastify';
import { trackOrder } from '#shared/api/tracking';
import type { EndpointRoutes } from '#server/http/endpoints';
import type { TrackingService } from './tracking.service.ts';

/** An order's timeline for whoever holds a link from its emails. */
export function registerTrackingRoutes(
  app: FastifyInstance,
  deps: { tracking: TrackingService; route: EndpointRoutes },
): void {
  deps.route(app, trackOrder, async ({ params, reply }) => {
    void reply.header('Cache-Control', 'private, no-store');
    void reply.header('Referrer-Policy', 'no-referrer');
    return deps.tracking.track(params.token);
  });
}
