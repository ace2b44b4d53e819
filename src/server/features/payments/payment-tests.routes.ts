import type { FastifyInstance } from 'fastify';
import { paymentsAdminEndpoints } from '#shared/api/payments-admin';
import type { ProviderTestAnswer, TestPaymentAnswer } from '#shared/schemas/payments';
import { AppError } from '#server/http/app-error';
import type { ImplementEndpoints } from '#server/http/endpoints';
import { answerProviderErrors } from './provider-errors.ts';
import type { PaymentProvider, ProviderExchange } from './providers/payment-provider.ts';

/** The back office's provider checks (admin scope): each answers the exact request and response. */
export function registerPaymentTestRoutes(
  app: FastifyInstance,
  deps: { provider: PaymentProvider; publicUrl: string; implement: ImplementEndpoints },
): void {
  const { provider, implement } = deps;
  const exchange = async (call: () => Promise<ProviderExchange>): Promise<ProviderTestAnswer> => ({
    success: true,
    provider: provider.name,
    exchange: await answerProviderErrors(call),
  });

  implement(app, paymentsAdminEndpoints, {
    // The test path names the provider: the back office asks which one is configured.
    getPaymentProvider: async () => ({ provider: provider.name }),

    testProviderApi: async ({ params }) => {
      if (params.provider !== provider.name) throw new AppError('not_found', 'Not found');
      return exchange(() => provider.testConnection());
    },

    testPaymentCreation: async ({ body }) => {
      const created = await answerProviderErrors(() =>
        provider.createPayment({
          amountPence: Math.round(body.amount * 100),
          reference: body.merchantPaymentReference,
          customerEmail: body.customerEmail,
          customerName: body.customerName,
          description: body.description,
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
    },

    testCustomerListing: async ({ body }) => exchange(() => provider.listCustomers(body)),
    testOrderListing: async ({ body }) => exchange(() => provider.listOrders(body)),
    testPaymentListing: async ({ body }) => exchange(() => provider.listPayments(body)),

    testSupportedBanks: async () => exchange(() => provider.supportedBanks()),
  });
}
