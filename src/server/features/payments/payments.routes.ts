import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteRateLimit } from '#server/http/rate-limit';
import type { Sessions } from '#server/http/sessions';
import { validate } from '#server/http/validate';
import { answerProviderErrors } from './provider-errors.ts';
import type { PaymentsService } from './payments.service.ts';

const OrderIdSchema = z.object({ id: z.coerce.number().int().positive() });
const ReturnQuerySchema = z.object({ wonderfulPaymentId: z.uuid().optional() });
const WebhookBodySchema = z.object({ wonderful_payment_id: z.uuid() }).loose();

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: {
    payments: PaymentsService;
    sessions: Pick<Sessions, 'requireCustomer'>;
    webhookSecret: string;
    rateLimit: (max: number) => RouteRateLimit;
  },
): void {
  const { payments } = deps;

  app.post(
    '/api/orders/:id/payment',
    { config: { rateLimit: deps.rateLimit(20) } },
    async (request) => {
      const { id } = validate(OrderIdSchema, request.params);
      const customerId = await deps.sessions.requireCustomer(request);
      return answerProviderErrors(() => payments.startPayment(id, customerId, request.log));
    },
  );

  // The customer's way back from the hosted page: the id is only a hint to ask the provider.
  app.get('/api/payments/return', async (request, reply) => {
    const { wonderfulPaymentId } = validate(ReturnQuerySchema, request.query);
    let outcome = 'unknown';
    if (wonderfulPaymentId) {
      const payment = await payments
        .syncPayment(wonderfulPaymentId, request.log)
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'payment status refresh on return failed');
          return null;
        });
      outcome = payment?.status ?? 'unknown';
    }
    return reply.redirect(`/account?payment=${outcome}`, 303);
  });

  // The provider's notice carries no signature: it must know our secret path, and even then
  // it only makes us ask the provider for the payment's real status.
  app.post('/api/payments/webhook/:secret', async (request, reply) => {
    const { secret } = request.params as { secret: string };
    if (!sameSecret(secret, deps.webhookSecret))
      return reply.status(404).send({ message: 'Not found' });
    const { wonderful_payment_id: id } = validate(WebhookBodySchema, request.body);
    await answerProviderErrors(() => payments.syncPayment(id, request.log));
    return { received: true };
  });
}
