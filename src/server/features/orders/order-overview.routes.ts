import type { FastifyInstance } from 'fastify';
import { orderOverviewEndpoints } from '#shared/api/order-overview';
import type { ImplementEndpoints } from '#server/http/endpoints';
import type { OrderOverviewService } from './order-overview.service.ts';

/** The order's own view; registered inside the admin scope (admin session only). */
export function registerOrderOverviewRoutes(
  app: FastifyInstance,
  deps: { overview: OrderOverviewService; implement: ImplementEndpoints },
): void {
  deps.implement(app, orderOverviewEndpoints, {
    getOrderOverview: async ({ params, reply }) => {
      void reply.header('Cache-Control', 'no-store');
      return deps.overview.overview(params.id);
    },
  });
}
