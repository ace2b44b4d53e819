import { z } from 'zod';
import { idParams } from '../schemas/params.ts';
import {
  ListingFiltersSchema,
  PaymentNoticeSchema,
  ProviderTestAnswerSchema,
  StartedPaymentSchema,
  TestPaymentAnswerSchema,
  TestPaymentRequestSchema,
} from '../schemas/payments.ts';
import { defineEndpoint } from './endpoint.ts';

// Paying online: the customer's payment of a confirmed order, the way back from the provider's
// hosted page, the provider's notices, and the back office's tests of the provider.

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

export const getPaymentProvider = defineEndpoint({
  method: 'GET',
  path: '/api/admin/payment-provider',
  summary: 'The payment provider the shop is configured with',
  access: 'admin',
  response: { status: 200, schema: z.object({ provider: z.string() }) },
});

export const testProviderApi = defineEndpoint({
  method: 'GET',
  path: '/api/admin/test-:provider-api',
  summary: 'A cheap authenticated call to the configured provider (404 for any other)',
  access: 'admin',
  params: z.object({ provider: z.string() }),
  response: { status: 200, schema: ProviderTestAnswerSchema },
});

export const testPaymentCreation = defineEndpoint({
  method: 'POST',
  path: '/api/admin/test-payment-creation',
  summary: 'Create a test payment at the provider and answer its hosted page',
  access: 'admin',
  body: TestPaymentRequestSchema,
  response: { status: 200, schema: TestPaymentAnswerSchema },
});

const listing = (name: 'customer' | 'order' | 'payment') =>
  defineEndpoint({
    method: 'POST',
    path: `/api/admin/test-${name}-listing`,
    summary: `One filtered page of the provider's ${name}s`,
    access: 'admin',
    // No body at all is no filters.
    body: ListingFiltersSchema.prefault({}),
    response: { status: 200, schema: ProviderTestAnswerSchema },
  });

export const testCustomerListing = listing('customer');
export const testOrderListing = listing('order');
export const testPaymentListing = listing('payment');

export const testSupportedBanks = defineEndpoint({
  method: 'POST',
  path: '/api/admin/test-supported-banks',
  summary: 'The banks the provider supports',
  access: 'admin',
  response: { status: 200, schema: ProviderTestAnswerSchema },
});
