import { z } from 'zod';
import { AdminOrderSchema } from '../schemas/admin.ts';
import {
  DeliveriesBoardSchema,
  DeliveriesQuerySchema,
  DeliveryDropsQuerySchema,
  DeliveryDropsSchema,
  DeliveryStatusUpdateSchema,
  ScheduleDeliveriesSchema,
} from '../schemas/delivery.ts';
import { OrderIdParamsSchema } from '../schemas/order-overview.ts';
import { defineEndpoint } from './endpoint.ts';

// The back office's delivery planning: the board, a day's drops, scheduling, and a delivery's
// next step.

export const getDeliveriesBoard = defineEndpoint({
  method: 'GET',
  path: '/api/deliveries',
  summary: "Open deliveries' drops and tonnes by date and postcode area, against the lorry",
  access: 'admin',
  area: 'deliveries',
  query: DeliveriesQuerySchema,
  response: { status: 200, schema: DeliveriesBoardSchema },
});

export const getDeliveryDrops = defineEndpoint({
  method: 'GET',
  path: '/api/deliveries/drops',
  summary: "One day's drops, or one postcode area's that day",
  access: 'admin',
  area: 'deliveries',
  query: DeliveryDropsQuerySchema,
  response: { status: 200, schema: DeliveryDropsSchema },
});

export const scheduleDeliveries = defineEndpoint({
  method: 'POST',
  path: '/api/deliveries/schedule',
  summary: 'The chosen orders go out on one date and slot, or none do (audited)',
  access: 'admin',
  area: 'deliveries',
  body: ScheduleDeliveriesSchema,
  response: { status: 200, schema: z.object({ orders: AdminOrderSchema.array() }) },
});

export const updateDeliveryStatus = defineEndpoint({
  method: 'PATCH',
  path: '/api/orders/:id/delivery',
  summary: "An order's delivery to its next step, never one that skips a step (audited)",
  access: 'admin',
  area: 'deliveries',
  params: OrderIdParamsSchema,
  body: DeliveryStatusUpdateSchema,
  response: { status: 200, schema: AdminOrderSchema },
});

export const deliveriesAdminEndpoints = {
  getDeliveriesBoard,
  getDeliveryDrops,
  scheduleDeliveries,
  updateDeliveryStatus,
};
