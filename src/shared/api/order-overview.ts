import { OrderIdParamsSchema, OrderOverviewSchema } from '../schemas/order-overview.ts';
import { defineEndpoint } from './endpoint.ts';

export const getOrderOverview = defineEndpoint({
  method: 'GET',
  path: '/api/orders/:id/overview',
  summary: 'An order with its invoices and credit notes, payment attempts and history',
  access: 'admin',
  area: 'orders',
  params: OrderIdParamsSchema,
  response: { status: 200, schema: OrderOverviewSchema },
});

export const orderOverviewEndpoints = { getOrderOverview };
