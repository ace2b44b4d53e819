import {
  AdminOrderPageSchema,
  AdminOrderSchema,
  AdminOrderUpdateSchema,
  AssociateCustomerSchema,
  BulkOrderStatusSchema,
  INVALID_CUSTOMER_ID,
  INVALID_ORDER_DATA,
  OrderEventSchema,
  OrderListQuerySchema,
  OrderStatusUpdateSchema,
  ResendEmailSchema,
} from '../schemas/admin.ts';
import { MessageResponseSchema } from '../schemas/customers.ts';
import { MoveBookedDaySchema } from '../schemas/delivery.ts';
import { OrderEditPreviewSchema, OrderStatusAnswerSchema } from '../schemas/order-edit.ts';
import { OrderIdParamsSchema } from '../schemas/order-overview.ts';
import { defineEndpoint, type EndpointDeclaration } from './endpoint.ts';
import { defineAuditArea, type ActionsOf } from '../audit-vocabulary.ts';

// The back office's orders: the list, an order's history, and the changes the business makes
// to them (status, details, customer, emails again). Each change is audited.

/** An action of the business on one order, at `/api/orders/:id` and below. */
const orderAction = <const E extends Omit<EndpointDeclaration, 'path' | 'access' | 'params'>>(
  below: string,
  endpoint: E,
) =>
  defineEndpoint({
    ...endpoint,
    path: `/api/orders/:id${below}`,
    access: 'admin',
    area: 'orders',
    params: OrderIdParamsSchema,
  });

export const listOrders = defineEndpoint({
  method: 'GET',
  path: '/api/orders',
  summary:
    'One page of orders, newest first, searched and filtered by status, payment, delivery and day',
  access: 'admin',
  area: 'orders',
  query: OrderListQuerySchema,
  response: { status: 200, schema: AdminOrderPageSchema },
});

export const getOrderEvents = orderAction('/events', {
  method: 'GET',
  summary: "An order's history, oldest first: changes, links and its emails",
  response: { status: 200, schema: OrderEventSchema.array() },
});

export const updateOrderStatuses = defineEndpoint({
  method: 'PATCH',
  path: '/api/orders/status',
  summary: 'Several orders to one status, all or none (audited)',
  access: 'admin',
  area: 'orders',
  body: BulkOrderStatusSchema,
  response: { status: 200, schema: OrderStatusAnswerSchema.array() },
});

export const updateOrderStatus = orderAction('/status', {
  method: 'PATCH',
  summary: "Change an order's status; the notice says when a confirmed order got no invoice",
  body: OrderStatusUpdateSchema,
  response: { status: 200, schema: OrderStatusAnswerSchema },
});

/** An order's edit, as the back office previews it and then saves it. */
const orderEdit = {
  body: AdminOrderUpdateSchema,
  refusedBody: { message: INVALID_ORDER_DATA },
} as const;

export const updateOrder = orderAction('', {
  method: 'PATCH',
  summary: "Edit an order's contact, addresses, quantity, prices and statuses (audited)",
  ...orderEdit,
  response: { status: 200, schema: AdminOrderSchema },
});

export const previewOrderEdit = orderAction('/edit-preview', {
  method: 'POST',
  summary: "What saving an order's edit would do (figures, documents, payments), nothing written",
  ...orderEdit,
  response: { status: 200, schema: OrderEditPreviewSchema },
});

export const associateCustomer = orderAction('/associate-customer', {
  method: 'PATCH',
  summary: 'Link an order to an existing customer account (audited)',
  body: AssociateCustomerSchema,
  refusedBody: { message: INVALID_CUSTOMER_ID },
  response: { status: 200, schema: AdminOrderSchema },
});

export const moveBookedDay = orderAction('/booked-day', {
  method: 'PUT',
  summary:
    'Move an order to another day of its round, where there is room; the customer is emailed (audited)',
  body: MoveBookedDaySchema,
  response: { status: 200, schema: AdminOrderSchema },
});

export const resendOrderEmail = orderAction('/resend-email', {
  method: 'POST',
  summary: "Queue an order's email again, to the customer or the shop (audited)",
  body: ResendEmailSchema,
  response: { status: 200, schema: MessageResponseSchema },
});

export const ordersAdminEndpoints = {
  listOrders,
  getOrderEvents,
  updateOrderStatuses,
  updateOrderStatus,
  updateOrder,
  previewOrderEdit,
  associateCustomer,
  moveBookedDay,
  resendOrderEmail,
};

/** What the audit log records of this area, and how the Audit tab names it. */
export const orderAudit = defineAuditArea('order', 'Orders', {
  placed: 'Order: placed',
  status_changed: 'Order: status changed',
  edited: 'Order: edited',
  price_kept: 'Order: old price kept',
  customer_linked: 'Order: linked to a customer',
  delivery_changed: 'Order: delivery changed',
  email_resent: 'Order: email sent again',
  invoice_issued: 'Order: invoice issued by hand',
  invoice_resent: 'Order: invoice or credit note sent again',
  links_revoked: 'Order: tracking and invoice links revoked',
  delivery_day_moved: 'Order: delivery day moved',
  cancel_requested: 'Order: customer asked to cancel',
});
declare module '#shared/audit-vocabulary' {
  interface AuditActions extends ActionsOf<typeof orderAudit> {}
}
