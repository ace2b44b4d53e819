import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  associateCustomer,
  getOrderEvents,
  listOrders,
  moveBookedDay,
  previewOrderEdit,
  resendOrderEmail,
  updateOrder,
  updateOrderStatus,
  updateOrderStatuses,
} from '#shared/api/orders-admin';
import { auditSource } from '#server/http/audit-source';
import type { EndpointRoutes } from '#server/http/endpoints';
import type { OrdersAdminService } from './orders-admin.service.ts';

/** The back office's order routes; registered inside the admin scope (admin session only). */
export function registerOrderAdminRoutes(
  app: FastifyInstance,
  deps: { orders: OrdersAdminService; route: EndpointRoutes },
): void {
  const { orders, route } = deps;
  const who = (request: FastifyRequest) => ({
    log: request.log,
    source: auditSource(request, 'admin'),
  });

  route(app, listOrders, async ({ query }) => orders.list(query));

  route(app, getOrderEvents, async ({ params }) => orders.events(params.id));

  route(app, updateOrderStatuses, async ({ body, request }) =>
    orders.setStatuses(body.orderIds, body.status, who(request)),
  );

  route(app, updateOrderStatus, async ({ params, body, request }) =>
    orders.setStatus(params.id, body.status, who(request)),
  );

  route(app, updateOrder, async ({ params, body, request }) =>
    orders.edit(params.id, body, who(request)),
  );

  route(app, previewOrderEdit, async ({ params, body }) => orders.previewEdit(params.id, body));

  route(app, associateCustomer, async ({ params, body, request }) =>
    orders.linkCustomer(params.id, body.customerId, who(request)),
  );

  route(app, moveBookedDay, async ({ params, body, request }) =>
    orders.moveBookedDay(params.id, body.date, who(request)),
  );

  route(app, resendOrderEmail, async ({ params, body, request }) => {
    const { recipient } = body;
    const answer = await orders.resendEmail(params.id, recipient, auditSource(request, 'admin'));
    request.log.info({ orderId: params.id, recipient }, 'order email queued again');
    return answer;
  });
}
