import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ordersAdminEndpoints } from '#shared/api/orders-admin';
import { auditSource } from '#server/http/audit-source';
import type { ImplementEndpoints } from '#server/http/endpoints';
import type { OrdersAdminService } from './orders-admin.service.ts';

/** The back office's order routes; registered inside the admin scope (admin session only). */
export function registerOrderAdminRoutes(
  app: FastifyInstance,
  deps: { orders: OrdersAdminService; implement: ImplementEndpoints },
): void {
  const { orders, implement } = deps;
  const who = (request: FastifyRequest) => ({
    log: request.log,
    source: auditSource(request, 'admin'),
  });

  implement(app, ordersAdminEndpoints, {
    listOrders: async ({ query }) => orders.list(query),

    getOrderEvents: async ({ params }) => orders.events(params.id),

    updateOrderStatuses: async ({ body, request }) =>
      orders.setStatuses(body.orderIds, body.status, who(request)),

    updateOrderStatus: async ({ params, body, request }) =>
      orders.setStatus(params.id, body.status, who(request)),

    updateOrder: async ({ params, body, request }) => orders.edit(params.id, body, who(request)),

    previewOrderEdit: async ({ params, body }) => orders.previewEdit(params.id, body),

    associateCustomer: async ({ params, body, request }) =>
      orders.linkCustomer(params.id, body.customerId, who(request)),

    moveBookedDay: async ({ params, body, request }) =>
      orders.moveBookedDay(params.id, body.date, who(request)),

    resendOrderEmail: async ({ params, body, request }) => {
      const { recipient } = body;
      const answer = await orders.resendEmail(params.id, recipient, auditSource(request, 'admin'));
      request.log.info({ orderId: params.id, recipient }, 'order email queued again');
      return answer;
    },
  });
}
