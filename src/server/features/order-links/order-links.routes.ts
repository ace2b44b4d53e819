import type { FastifyInstance } from 'fastify';
import { auditSource } from '#server/http/audit-source';
import { idParam } from '#server/http/validate';
import type { OrderLinksService } from './order-links.service.ts';

/** Revoking an order's email links; registered inside the admin scope (admin session only). */
export function registerOrderLinksAdminRoutes(
  app: FastifyInstance,
  deps: { links: OrderLinksService },
): void {
  app.post('/api/orders/:id/revoke-links', async (request) => {
    const orderId = idParam(request.params, 'Invalid order ID');
    const answer = await deps.links.revoke(orderId, auditSource(request, 'admin'));
    request.log.info({ orderId }, 'order links revoked');
    return answer;
  });
}
