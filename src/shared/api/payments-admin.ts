import { z } from 'zod';
import {
  ListingFiltersSchema,
  ProviderTestAnswerSchema,
  TestPaymentAnswerSchema,
  TestPaymentRequestSchema,
} from '../schemas/payments.ts';
import { defineEndpoint } from './endpoint.ts';

// The back office's tests of the payment provider: each answers the exact exchange.

export const getPaymentProvider = defineEndpoint({
  method: 'GET',
  path: '/api/admin/payment-provider',
  summary: 'The payment provider the shop is configured with',
  access: 'admin',
  area: 'settings',
  response: { status: 200, schema: z.object({ provider: z.string() }) },
});

export const testProviderApi = defineEndpoint({
  method: 'GET',
  path: '/api/admin/test-:provider-api',
  summary: 'A cheap authenticated call to the configured provider (404 for any other)',
  access: 'admin',
  area: 'settings',
  params: z.object({ provider: z.string() }),
  response: { status: 200, schema: ProviderTestAnswerSchema },
});

export const testPaymentCreation = defineEndpoint({
  method: 'POST',
  path: '/api/admin/test-payment-creation',
  summary: 'Create a test payment at the provider and answer its hosted page',
  access: 'admin',
  area: 'settings',
  body: TestPaymentRequestSchema,
  response: { status: 200, schema: TestPaymentAnswerSchema },
});

const listing = (name: 'customer' | 'order' | 'payment') =>
  defineEndpoint({
    method: 'POST',
    path: `/api/admin/test-${name}-listing`,
    summary: `One filtered page of the provider's ${name}s`,
    access: 'admin',
    area: 'settings',
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
  area: 'settings',
  response: { status: 200, schema: ProviderTestAnswerSchema },
});

export const paymentsAdminEndpoints = {
  getPaymentProvider,
  testProviderApi,
  testPaymentCreation,
  testCustomerListing,
  testOrderListing,
  testPaymentListing,
  testSupportedBanks,
};
