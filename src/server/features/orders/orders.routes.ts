import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, PlaceOrderRequestSchema } from '#shared/schemas/orders';
import { auditSource } from '#server/http/audit-source';
import type { RouteRateLimit } from '#server/http/rate-limit';
import type { Sessions } from '#server/http/sessions';
import { validate } from '#server/http/validate';
import type { CustomersService } from '../customers/customers.service.ts';
import type { OrdersService } from './orders.service.ts';

const IdempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8-100 URL-safe characters')
  .optional();

export function registerOrderRoutes(
  app: FastifyInstance,
  deps: {
    orders: OrdersService;
    customers: Pick<CustomersService, 'orderingCustomer'>;
    sessions: Pick<Sessions, 'optionalCustomer'>;
    rateLimit: (max: number) => RouteRateLimit;
  },
): void {
  app.post('/api/orders', { config: { rateLimit: deps.rateLimit(30) } }, async (request, reply) => {
    const input = validate(PlaceOrderRequestSchema, request.body);
    const idempotencyKey =
      validate(IdempotencyKeySchema, request.headers[IDEMPOTENCY_KEY_HEADER]) ?? null;
    // Who orders comes from the session only: a customerId in the body is ignored.
    const customerId = await deps.sessions.optionalCustomer(request);
    const customer = customerId === null ? null : await deps.customers.orderingCustomer(customerId);
    const order = await deps.orders.placeOrder(input, {
      customer,
      idempotencyKey,
      log: request.log,
      source: auditSource(request, customer ? 'customer' : 'visitor'),
    });
    // A repeated Idempotency-Key answers the same order, as the first answer did.
    return reply.status(201).send(order);
  });
}
