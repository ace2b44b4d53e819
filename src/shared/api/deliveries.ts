import { z } from 'zod';
import { AdminOrderSchema } from '../schemas/admin.ts';
import {
  DeliveriesBoardSchema,
  DeliveriesQuerySchema,
  DeliveryDatesQuerySchema,
  DeliveryDatesSchema,
  DeliveryDropsQuerySchema,
  DeliveryDropsSchema,
  DeliveryStatusUpdateSchema,
  SavedDeliveryDetailsSchema,
  ScheduleDeliveriesSchema,
} from '../schemas/delivery.ts';
import { OrderIdParamsSchema } from '../schemas/order-overview.ts';
import { defineEndpoint } from './endpoint.ts';

// Deliveries: the dates checkout offers, a customer's last delivery details, and the back
// office's planning (the board, a day's drops, scheduling, a delivery's next step).

export const getDeliveryDates = defineEndpoint({
  method: 'GET',
  path: '/api/delivery-dates',
  summary: 'The working days a customer at this postcode may choose as the earliest delivery',
  access: 'public',
  perMinute: 60,
  query: DeliveryDatesQuerySchema,
  response: { status: 200, schema: DeliveryDatesSchema },
});

export const getSavedDeliveryDetails = defineEndpoint({
  method: 'GET',
  path: '/api/customers/me/delivery-details',
  summary: "The signed-in customer's last delivery details, offered again at checkout",
  access: 'customer',
  response: {
    status: 200,
    schema: z.object({ details: SavedDeliveryDetailsSchema.nullable() }),
  },
});

export const getDeliveriesBoard = defineEndpoint({
  method: 'GET',
  path: '/api/deliveries',
  summary: "Open deliveries' drops and tonnes by date and postcode area, against the lorry",
  access: 'admin',
  query: DeliveriesQuerySchema,
  response: { status: 200, schema: DeliveriesBoardSchema },
});

export const getDeliveryDrops = defineEndpoint({
  method: 'GET',
  path: '/api/deliveries/drops',
  summary: "One day's drops, or one postcode area's that day",
  access: 'admin',
  query: DeliveryDropsQuerySchema,
  response: { status: 200, schema: DeliveryDropsSchema },
});

export const scheduleDeliveries = defineEndpoint({
  method: 'POST',
  path: '/api/deliveries/schedule',
  summary: 'The chosen orders go out on one date and slot, or none do (audited)',
  access: 'admin',
  body: ScheduleDeliveriesSchema,
  response: { status: 200, schema: z.object({ orders: AdminOrderSchema.array() }) },
});

export const updateDeliveryStatus = defineEndpoint({
  method: 'PATCH',
  path: '/api/orders/:id/delivery',
  summary: "An order's delivery to its next step, never one that skips a step (audited)",
  access: 'admin',
  params: OrderIdParamsSchema,
  body: DeliveryStatusUpdateSchema,
  response: { status: 200, schema: AdminOrderSchema },
});
