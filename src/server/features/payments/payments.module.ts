import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseHandle } from '#server/db/client';
import type { Transaction } from '#server/db/transaction';
import { endpointPath } from '#shared/api/endpoint';
import { paymentNotice } from '#shared/api/payments';
import type { EndpointRoutes } from '#server/http/endpoints';
import type { SettingsService } from '../settings/settings.service.ts';
import {
  createPaymentReconciler,
  type PaymentReconciler,
  type ReconcileOutcome,
} from './payment-reconciler.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { ReportToApply } from './payment-apply.ts';
import { registerPaymentRoutes } from './payments.routes.ts';
import { createPaymentsService, type PaymentsService } from './payments.service.ts';
import { createPaymentProvider } from './providers/create-provider.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import { registerSandboxRoutes } from './providers/sandbox-routes.ts';
import { postSandboxNotice } from './providers/sandbox-notice.ts';
import { createSandboxStore, type SandboxStore } from './providers/sandbox-store.ts';

export interface PaymentsConfig {
  provider: 'sandbox' | 'wonderful';
  publicUrl: string;
  sessionSecret: string;
  wonderfulApiUrl: string;
  wonderfulApiToken?: string | undefined;
}

const SANDBOX_POOL_SIZE = 2;

/** The webhook's secret path segment: derived, so it survives restarts without configuration. */
export const paymentWebhookSecret = (sessionSecret: string) =>
  createHmac('sha256', sessionSecret).update('payments-webhook').digest('base64url');

/**
 * Online payments: the provider chosen by configuration, the customer's payment routes, the
 * sandbox's hosted page when it is the provider, and the reconciler that re-checks open payments
 * (scheduled with the shop's other jobs).
 */
export async function registerPayments(
  app: FastifyInstance,
  deps: {
    config: PaymentsConfig;
    db: Database;
    /** Its kind, as the reconciliation's lock differs between PostgreSQL and PGlite. */
    database: Pick<DatabaseHandle, 'kind' | 'openSeparate'>;
    settings: SettingsService;
    route: EndpointRoutes;
    now: () => Date;
    transaction: Transaction;
    outbox: Pick<Outbox, 'queue'>;
    onOrderPaid?: (tx: Database, orderId: number) => Promise<void>;
    enterLedger?: ReportToApply['enterLedger'];
    onReconcileRun?: (outcome: ReconcileOutcome) => void;
    audit: Pick<AuditLog, 'record'>;
  },
): Promise<{
  provider: PaymentProvider;
  payments: PaymentsService;
  reconciler: PaymentReconciler;
  sandboxStore: SandboxStore;
}> {
  const { config } = deps;
  // Connections of its own: the shop calls the provider inside its order transaction.
  const sandboxDatabase = deps.database.openSeparate(SANDBOX_POOL_SIZE);
  if (sandboxDatabase) app.addHook('onClose', async () => sandboxDatabase.close());
  const sandboxStore = createSandboxStore({ db: sandboxDatabase?.db ?? null, now: deps.now });
  const provider = createPaymentProvider(
    {
      provider: config.provider,
      publicUrl: config.publicUrl,
      wonderfulApiUrl: config.wonderfulApiUrl,
      wonderfulApiToken: config.wonderfulApiToken,
      now: deps.now,
    },
    sandboxStore,
  );
  const webhookSecret = paymentWebhookSecret(config.sessionSecret);
  const payments = createPaymentsService({
    db: deps.db,
    provider,
    settings: deps.settings,
    publicUrl: config.publicUrl,
    webhookUrl: config.publicUrl + endpointPath(paymentNotice.path, { secret: webhookSecret }),
    now: deps.now,
    transaction: deps.transaction,
    outbox: deps.outbox,
    ...(deps.onOrderPaid ? { onOrderPaid: deps.onOrderPaid } : {}),
    ...(deps.enterLedger ? { enterLedger: deps.enterLedger } : {}),
    log: app.log,
    audit: deps.audit,
  });
  registerPaymentRoutes(app, { payments, webhookSecret, route: deps.route });
  if (provider.name === 'sandbox') {
    await registerSandboxRoutes(app, {
      store: sandboxStore,
      now: deps.now,
      // Over HTTP to the webhook URL the payment was made with, like the provider's notice.
      notify: (payload, { webhookUrl }) => postSandboxNotice(webhookUrl, payload),
    });
  }
  const reconciler = createPaymentReconciler({
    database: { db: deps.db, kind: deps.database.kind },
    syncPayment: payments.syncPayment,
    now: deps.now,
    log: app.log,
    ...(deps.onReconcileRun ? { onRun: deps.onReconcileRun } : {}),
  });
  return { provider, payments, reconciler, sandboxStore };
}
