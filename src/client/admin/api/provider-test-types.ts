// The answers of the back office's payment-provider tests (POST/GET /api/admin/test-*).

/** One call to the provider as it went over the wire, token redacted, for people to read. */
export interface ProviderExchange {
  request: { method: string; url: string; headers: Record<string, string>; body?: unknown };
  response: { status: number; body: unknown };
}

/** Every test answers the provider it ran against and the exchange it made. */
export interface ProviderTestAnswer {
  success: true;
  provider: string;
  exchange: ProviderExchange;
}

/** POST /api/admin/test-payment-creation also answers the hosted page and the payment's id. */
export interface TestPaymentAnswer extends ProviderTestAnswer {
  paymentUrl: string;
  providerPaymentId: string;
}

/** The three listings the provider offers: /api/admin/test-{listing}-listing. */
export type ProviderListing = 'customer' | 'order' | 'payment';
