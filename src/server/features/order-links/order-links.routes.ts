import type { FastifyInstance } from 'fastify';
import { orderLinksEndpoints } from '#shared/api/order-links';
import { auditSource } from '#server/http/audit-source';
import type { ImplementEndpoints } from '#server/http/endpoints';
import type { OrderLinksService } from './order-links.service.ts';

/** Revoking an order's email links; registered inside the admin scope (admin session only). */
export function registerOrderLinksAdminRoutes(
  app: FastifyInstance,
  deps: { links: OrderLinksService; implement: ImplementEndpoints },
): void {
  deps.implement(app, orderLinksEndpoints, {
    revokeOrderLinks: async ({ params, request }) => {
      const orderId = params.id;
      const answer = await deps.links.revoke(orderId, auditSource(request, 'admin'));
      request.log.info({ orderId }, 'order links revoked');
      return answer;
    },
  });
}
