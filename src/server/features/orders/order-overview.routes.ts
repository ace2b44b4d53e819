import type { FastifyInstance } from 'fastify';
import { OrderIdParamsSchema } from '#shared/schemas/order-overview';
import { validate } from '#server/http/validate';
import type { OrderOverviewService } from './order-overview.service.ts';

/** The order's own view; registered inside the admin scope (admin session only). */
export function registerOrderOverviewRoutes(
  app: FastifyInstance,
  deps: { overview: OrderOverviewService },
): void {
  app.get('/api/orders/:id/overview', async (request, reply) => {
    const { id } = validate(OrderIdParamsSchema, request.params);
    void reply.header('Cache-Control', 'no-store');
    return deps.overview.overview(id);
  });
}
