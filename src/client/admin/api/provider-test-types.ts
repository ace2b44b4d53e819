// The answers of the back office's payment-provider tests: their shapes are shared with the server.
export type {
  ProviderExchange,
  ProviderTestAnswer,
  TestPaymentAnswer,
} from '#shared/schemas/payments';

/** The three listings the provider offers, each tried through an endpoint of its own. */
export type ProviderListing = 'customer' | 'order' | 'payment';
