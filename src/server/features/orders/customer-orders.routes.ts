import type { FastifyInstance } from 'fastify';
import { customerOrdersEndpoints } from '#shared/api/customer-orders';
import { auditSource } from '#server/http/audit-source';
import type { ImplementEndpoints } from '#server/http/endpoints';
import type { CustomerOrderActions } from './customer-order-actions.ts';

/** The account's actions on the customer's own orders; the session names the customer. */
export function registerCustomerOrderRoutes(
  app: FastifyInstance,
  deps: { actions: CustomerOrderActions; implement: ImplementEndpoints },
): void {
  const { actions } = deps;
  void app.register(async (scope) => {
    // Personal answers, as the rest of the account's.
    scope.addHook('onRequest', async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
    });
    const who = (request: Parameters<typeof auditSource>[0]) => ({
      log: request.log,
      source: auditSource(request, 'customer'),
    });

    deps.implement(scope, customerOrdersEndpoints, {
      cancelMyOrder: async ({ params, customerId, request }) =>
        actions.cancel(customerId, params.id, who(request)),

      askToCancelMyOrder: async ({ params, customerId, request }) =>
        actions.requestCancel(customerId, params.id, who(request)),

      moveMyBookedDay: async ({ params, body, customerId, request }) =>
        actions.moveDay(customerId, params.id, body.date, who(request)),
    });
  });
}
