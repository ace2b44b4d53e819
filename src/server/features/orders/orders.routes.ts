import type { FastifyInstance } from 'fastify';
import { ordersEndpoints } from '#shared/api/orders';
import { IDEMPOTENCY_KEY_HEADER } from '#shared/idempotency';
import { auditSource } from '#server/http/audit-source';
import type { ImplementEndpoints } from '#server/http/endpoints';
import type { Sessions } from '#server/http/sessions';
import type { CustomersService } from '../customers/customers.service.ts';
import type { OrdersService } from './orders.service.ts';

export function registerOrderRoutes(
  app: FastifyInstance,
  deps: {
    orders: OrdersService;
    customers: Pick<CustomersService, 'orderingCustomer'>;
    sessions: Pick<Sessions, 'optionalCustomer'>;
    implement: ImplementEndpoints;
  },
): void {
  deps.implement(app, ordersEndpoints, {
    placeOrder: async ({ body, headers, request }) => {
      // Who orders comes from the session only: a customerId in the body is ignored.
      const customerId = await deps.sessions.optionalCustomer(request);
      const customer =
        customerId === null ? null : await deps.customers.orderingCustomer(customerId);
      // A repeated Idempotency-Key answers the same order, as the first answer did.
      const key = headers[IDEMPOTENCY_KEY_HEADER];
      return deps.orders.placeOrder(body, {
        customer,
        idempotencyKey: key === undefined ? null : { source: 'checkout', key },
        log: request.log,
        source: auditSource(request, customer ? 'customer' : 'visitor'),
      });
    },
  });
}
