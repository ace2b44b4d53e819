import { createHmac } from 'node:crypto';
import { endpointPath } from '#shared/api/endpoint';
import { paymentNotice } from '#shared/api/payments';
import type { ShopContext } from '#server/shop-context';
import type { InvoicesService } from '../invoices/invoices.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import {
  createPaymentReconciler,
  RECONCILE_EVERY_MS,
  type PaymentReconciler,
} from './payment-reconciler.ts';
import { registerPaymentTestRoutes } from './payment-tests.routes.ts';
import { registerPaymentRoutes } from './payments.routes.ts';
import { createPaymentsService, type PaymentsService } from './payments.service.ts';
import { subscribeWithdrawals } from './payment-withdrawals.ts';
import { createPaymentProvider } from './providers/create-provider.ts';
import { registerSandboxRoutes } from './providers/sandbox-routes.ts';
import { postSandboxNotice } from './providers/sandbox-notice.ts';
import { createSandboxStore, type SandboxStore } from './providers/sandbox-store.ts';

const SANDBOX_POOL_SIZE = 2;

/** The webhook's secret path segment: derived, so it survives restarts without configuration. */
export const paymentWebhookSecret = (sessionSecret: string) =>
  createHmac('sha256', sessionSecret).update('payments-webhook').digest('base64url');

/**
 * Online payments: the provider chosen by configuration, the customer's payment routes, the
 * sandbox's hosted page when it is the provider, the back office's provider tests, and the
 * reconciler that re-checks open payments (scheduled with the shop's other jobs).
 */
export async function paymentsModule(
  ctx: ShopContext,
  uses: {
    /** A paid order gets its invoice, in the payment's transaction. */
    invoices: Pick<InvoicesService, 'onOrderPaid'>;
    /** An online payment is entered in the order's ledger. */
    ledger: Pick<LedgerService, 'recordOnline'>;
  },
): Promise<{
  payments: PaymentsService;
  reconciler: PaymentReconciler;
  sandboxStore: SandboxStore;
}> {
  const { app, config, db, database, now } = ctx;
  // Connections of its own: the shop calls the provider inside its order transaction.
  const sandboxDatabase = database.openSeparate(SANDBOX_POOL_SIZE);
  if (sandboxDatabase) app.addHook('onClose', async () => sandboxDatabase.close());
  const sandboxStore = createSandboxStore({ db: sandboxDatabase?.db ?? null, now });
  const provider = createPaymentProvider(
    {
      provider: config.paymentProvider,
      publicUrl: config.publicUrl,
      wonderfulApiUrl: config.wonderfulApiUrl,
      wonderfulApiToken: config.wonderfulApiToken,
      now,
    },
    sandboxStore,
  );
  const webhookSecret = paymentWebhookSecret(config.sessionSecret);
  const payments = createPaymentsService({
    db,
    provider,
    settings: ctx.settings,
    publicUrl: config.publicUrl,
    webhookUrl: config.publicUrl + endpointPath(paymentNotice.path, { secret: webhookSecret }),
    now,
    transaction: ctx.transaction,
    outbox: ctx.outbox,
    onOrderPaid: uses.invoices.onOrderPaid,
    enterLedger: uses.ledger.recordOnline,
    log: app.log,
    audit: ctx.audit,
  });
  subscribeWithdrawals(ctx.orderEvents, payments);
  registerPaymentRoutes(app, { payments, webhookSecret, implement: ctx.implement });
  if (provider.name === 'sandbox') {
    await registerSandboxRoutes(app, {
      store: sandboxStore,
      now,
      // Over HTTP to the webhook URL the payment was made with, like the provider's notice.
      notify: (payload, { webhookUrl }) => postSandboxNotice(webhookUrl, payload),
    });
  }
  ctx.admin((admin) =>
    registerPaymentTestRoutes(admin, {
      provider,
      publicUrl: config.publicUrl,
      implement: ctx.implement,
    }),
  );
  const reconciler = createPaymentReconciler({
    // Its kind, as the reconciliation's lock differs between PostgreSQL and PGlite.
    database: { db, kind: database.kind },
    syncPayment: payments.syncPayment,
    now,
    log: app.log,
    onRun: (outcome) => ctx.metrics.reconciliationRuns.inc({ outcome }),
  });
  ctx.jobs.every({
    name: 'payment-reconciliation',
    everyMs: RECONCILE_EVERY_MS,
    run: () => reconciler.runOnce(),
  });
  // The sandbox provider's old payments.
  ctx.jobs.cleanUp(() => sandboxStore.prune());
  return { payments, reconciler, sandboxStore };
}
