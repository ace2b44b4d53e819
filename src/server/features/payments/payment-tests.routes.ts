import type { FastifyInstance } from 'fastify';
import {
  ListingFiltersSchema,
  TestPaymentRequestSchema,
  type ProviderTestAnswer,
  type TestPaymentAnswer,
} from '#shared/schemas/payments';
import { validate } from '#server/http/validate';
import { answerProviderErrors } from './provider-errors.ts';
import type {
  PaymentProvider,
  ProviderExchange,
  ProviderListFilters,
} from './providers/payment-provider.ts';

/** The back office's provider checks (admin scope): each answers the exact request and response. */
export function registerPaymentTestRoutes(
  app: FastifyInstance,
  deps: { provider: PaymentProvider; publicUrl: string },
): void {
  const { provider } = deps;
  const exchange = async (call: () => Promise<ProviderExchange>): Promise<ProviderTestAnswer> => ({
    success: true,
    provider: provider.name,
    exchange: await answerProviderErrors(call),
  });

  // The test path names the provider: the back office asks which one is configured.
  app.get('/api/admin/payment-provider', async () => ({ provider: provider.name }));

  app.get(`/api/admin/test-${provider.name}-api`, async () =>
    exchange(() => provider.testConnection()),
  );

  app.post('/api/admin/test-payment-creation', async (request) => {
    const input = validate(TestPaymentRequestSchema, request.body);
    const created = await answerProviderErrors(() =>
      provider.createPayment({
        amountPence: Math.round(input.amount * 100),
        reference: input.merchantPaymentReference,
        customerEmail: input.customerEmail,
        customerName: input.customerName,
        description: input.description,
        redirectUrl: `${deps.publicUrl}/`,
      }),
    );
    return {
      success: true,
      provider: provider.name,
      paymentUrl: created.paymentUrl,
      providerPaymentId: created.providerPaymentId,
      exchange: created.raw,
    } satisfies TestPaymentAnswer;
  });

  const listings: Record<string, (filters: ProviderListFilters) => Promise<ProviderExchange>> = {
    'test-customer-listing': (filters) => provider.listCustomers(filters),
    'test-order-listing': (filters) => provider.listOrders(filters),
    'test-payment-listing': (filters) => provider.listPayments(filters),
  };
  for (const [path, list] of Object.entries(listings)) {
    app.post(`/api/admin/${path}`, async (request) => {
      const filters = validate(ListingFiltersSchema, request.body ?? {});
      return exchange(() => list(filters));
    });
  }

  app.post('/api/admin/test-supported-banks', async () =>
    exchange(() => provider.supportedBanks()),
  );
}
