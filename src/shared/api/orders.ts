import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER } from '../idempotency.ts';
import { OrderSchema, PlaceOrderRequestSchema } from '../schemas/orders.ts';
import { defineEndpoint } from './endpoint.ts';

// Placing an order: a guest or the signed-in customer (who orders comes from the session only).

export const placeOrder = defineEndpoint({
  method: 'POST',
  path: '/api/orders',
  summary:
    'Place an order; the server prices it. A repeated Idempotency-Key answers the first order',
  access: 'public',
  perMinute: 30,
  // Loose: the other headers stay on the request for the handler (the audit's user agent).
  headers: z.looseObject({
    [IDEMPOTENCY_KEY_HEADER]: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8-100 URL-safe characters')
      .optional(),
  }),
  body: PlaceOrderRequestSchema,
  response: { status: 201, schema: OrderSchema },
});

export const ordersEndpoints = { placeOrder };
