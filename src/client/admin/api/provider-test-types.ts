// The answers of the back office's payment-provider tests: their shapes are shared with the server.
export type {
  ProviderExchange,
  ProviderTestAnswer,
  TestPaymentAnswer,
} from '#shared/schemas/payments';

/** The three listings the provider offers: /api/admin/test-{listing}-listing. */
export type ProviderListing = 'customer' | 'order' | 'payment';
