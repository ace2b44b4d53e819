import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client';
import type { RouteRateLimit } from '#server/http/rate-limit';
import type { Sessions } from '#server/http/sessions';
import type { SettingsService } from '../settings/settings.service.ts';
import { registerPaymentRoutes } from './payments.routes.ts';
import { createPaymentsService, type PaymentsService } from './payments.service.ts';
import { createPaymentProvider } from './providers/create-provider.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import { registerSandboxRoutes } from './providers/sandbox-routes.ts';
import { createSandboxStore } from './providers/sandbox-store.ts';

export interface PaymentsConfig {
  provider: 'sandbox' | 'wonderful';
  publicUrl: string;
  sessionSecret: string;
  wonderfulApiUrl: string;
  wonderfulApiToken?: string | undefined;
}

const RECONCILE_EVERY_MS = 60_000;

/** The webhook's secret path segment: derived, so it survives restarts without configuration. */
export const paymentWebhookSecret = (sessionSecret: string) =>
  createHmac('sha256', sessionSecret).update('payments-webhook').digest('base64url');

/**
 * Online payments: the provider chosen by configuration, the customer's payment routes, the
 * sandbox's hosted page when it is the provider, and a job that re-checks open payments.
 */
export async function registerPayments(
  app: FastifyInstance,
  deps: {
    config: PaymentsConfig;
    db: Database;
    settings: SettingsService;
    sessions: Pick<Sessions, 'requireCustomer'>;
    rateLimit: (max: number) => RouteRateLimit;
    now: () => Date;
    onMailQueued: () => void;
    reconcile: boolean;
  },
): Promise<{ provider: PaymentProvider; payments: PaymentsService }> {
  const { config } = deps;
  const sandboxStore = createSandboxStore();
  const provider = createPaymentProvider(
    {
      provider: config.provider,
      publicUrl: config.publicUrl,
      wonderfulApiUrl: config.wonderfulApiUrl,
      wonderfulApiToken: config.wonderfulApiToken,
    },
    sandboxStore,
  );
  const webhookSecret = paymentWebhookSecret(config.sessionSecret);
  const payments = createPaymentsService({
    db: deps.db,
    provider,
    settings: deps.settings,
    publicUrl: config.publicUrl,
    webhookUrl: `${config.publicUrl}/api/payments/webhook/${webhookSecret}`,
    now: deps.now,
    onMailQueued: deps.onMailQueued,
    onProviderError: (error, message) => app.log.warn({ err: error }, message),
  });
  registerPaymentRoutes(app, {
    payments,
    sessions: deps.sessions,
    webhookSecret,
    rateLimit: deps.rateLimit,
  });
  if (provider.name === 'sandbox') {
    await registerSandboxRoutes(app, {
      store: sandboxStore,
      now: deps.now,
      // In-process, like the provider's webhook: only a hint to read the status again.
      notify: async (payload) => void (await payments.syncPayment(payload.wonderful_payment_id)),
    });
  }
  if (deps.reconcile) {
    const onError = (error: unknown) => app.log.warn({ err: error }, 'payment reconcile failed');
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(
        () => void payments.reconcileOpenPayments(onError).catch(onError),
        RECONCILE_EVERY_MS,
      );
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return { provider, payments };
}
