import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { paymentsEndpoints } from '#shared/api/payments';
import { AppError } from '#server/http/app-error';
import type { ImplementEndpoints } from '#server/http/endpoints';
import { answerProviderErrors } from './provider-errors.ts';
import type { PaymentsService } from './payments.service.ts';

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: { payments: PaymentsService; webhookSecret: string; implement: ImplementEndpoints },
): void {
  const { payments } = deps;

  deps.implement(app, paymentsEndpoints, {
    startPayment: async ({ params, customerId, request }) =>
      answerProviderErrors(() => payments.startPayment(params.id, customerId, request.log)),

    // The customer's way back from the hosted page: the id is only a hint to ask the provider.
    returnFromPayment: async ({ query, request }) => {
      let outcome = 'unknown';
      if (query.wonderfulPaymentId) {
        const payment = await payments
          .syncPayment(query.wonderfulPaymentId, request.log)
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'payment status refresh on return failed');
            return null;
          });
        outcome = payment?.status ?? 'unknown';
      }
      return { location: `/account?payment=${outcome}` };
    },

    // The provider's notice carries no signature: it must know our secret path, and even then
    // it only makes us ask the provider for the payment's real status.
    paymentNotice: async ({ params, body, request }) => {
      if (!sameSecret(params.secret, deps.webhookSecret))
        throw new AppError('not_found', 'Not found');
      await answerProviderErrors(() =>
        payments.syncPayment(body.wonderful_payment_id, request.log),
      );
      return { received: true as const };
    },
  });
}
