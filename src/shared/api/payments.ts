import { z } from 'zod';
import { idParams } from '../schemas/params.ts';
import { PaymentNoticeSchema, StartedPaymentSchema } from '../schemas/payments.ts';
import { defineEndpoint } from './endpoint.ts';

// Paying online: the customer's payment of a confirmed order, the way back from the provider's
// hosted page, and the provider's notices. The back office's tests are in payments-admin.ts.

export const startPayment = defineEndpoint({
  method: 'POST',
  path: '/api/orders/:id/payment',
  summary: "Start (or resume) paying one of the customer's confirmed orders on the hosted page",
  access: 'customer',
  perMinute: 20,
  params: idParams('Invalid order ID'),
  response: { status: 200, schema: StartedPaymentSchema },
});

export const returnFromPayment = defineEndpoint({
  method: 'GET',
  path: '/api/payments/return',
  summary: "The customer's way back from the hosted page, on to their account with the outcome",
  access: 'public',
  query: z.object({ wonderfulPaymentId: z.uuid().optional() }),
  response: { status: 303, redirect: true },
});

export const paymentNotice = defineEndpoint({
  method: 'POST',
  path: '/api/payments/webhook/:secret',
  summary: "The provider's notice that a payment changed; the shop then asks for its status",
  access: 'public',
  params: z.object({ secret: z.string() }),
  body: PaymentNoticeSchema,
  response: { status: 200, schema: z.object({ received: z.literal(true) }) },
});

export const paymentsEndpoints = { startPayment, returnFromPayment, paymentNotice };
