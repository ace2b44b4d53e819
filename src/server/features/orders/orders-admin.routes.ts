import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AdminOrderUpdateSchema,
  AssociateCustomerSchema,
  BulkOrderStatusSchema,
  INVALID_CUSTOMER_ID,
  INVALID_ORDER_DATA,
  OrderListQuerySchema,
  OrderStatusUpdateSchema,
  ResendEmailSchema,
} from '#shared/schemas/admin';
import { auditSource } from '#server/http/audit-source';
import { idParam, validate, validateWithMessage } from '#server/http/validate';
import type { OrdersAdminService } from './orders-admin.service.ts';

const INVALID_ORDER_ID = 'Invalid order ID';

/** The back office's order routes; registered inside the admin scope (admin session only). */
export function registerOrderAdminRoutes(
  app: FastifyInstance,
  deps: { orders: OrdersAdminService },
): void {
  const { orders } = deps;
  const orderId = (params: unknown) => idParam(params, INVALID_ORDER_ID);
  const who = (request: FastifyRequest) => ({
    log: request.log,
    source: auditSource(request, 'admin'),
  });

  app.get('/api/orders', async (request) =>
    orders.list(validate(OrderListQuerySchema, request.query)),
  );

  app.get('/api/orders/:id/events', async (request) => orders.events(orderId(request.params)));

  app.patch('/api/orders/status', async (request) => {
    const { orderIds, status } = validate(BulkOrderStatusSchema, request.body);
    return orders.setStatuses(orderIds, status, who(request));
  });

  app.patch('/api/orders/:id/status', async (request) => {
    const { status } = validate(OrderStatusUpdateSchema, request.body);
    return orders.setStatus(orderId(request.params), status, who(request));
  });

  app.patch('/api/orders/:id', async (request) => {
    const id = orderId(request.params);
    return orders.edit(
      id,
      validateWithMessage(AdminOrderUpdateSchema, request.body, INVALID_ORDER_DATA),
      who(request),
    );
  });

  app.post('/api/orders/:id/edit-preview', async (request) =>
    orders.previewEdit(
      orderId(request.params),
      validateWithMessage(AdminOrderUpdateSchema, request.body, INVALID_ORDER_DATA),
    ),
  );

  app.patch('/api/orders/:id/associate-customer', async (request) => {
    const { customerId } = validateWithMessage(
      AssociateCustomerSchema,
      request.body,
      INVALID_CUSTOMER_ID,
    );
    return orders.linkCustomer(orderId(request.params), customerId, who(request));
  });

  app.post('/api/orders/:id/resend-email', async (request) => {
    const { recipient } = validate(ResendEmailSchema, request.body);
    const id = orderId(request.params);
    const answer = await orders.resendEmail(id, recipient, auditSource(request, 'admin'));
    request.log.info({ orderId: id, recipient }, 'order email queued again');
    return answer;
  });
}
