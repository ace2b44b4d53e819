import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-config.ts';
import { adminModule } from './features/admin/admin.module.ts';
import { auditModule } from './features/audit/audit.module.ts';
import { contactModule } from './features/contact/contact.module.ts';
import { customerAccountModule, customersModule } from './features/customers/customers.module.ts';
import { dashboardModule } from './features/dashboard/dashboard.module.ts';
import { dataRequestsModule } from './features/data-requests/data-requests.module.ts';
import { deliveriesModule } from './features/deliveries/deliveries.module.ts';
import { deliveryRoundsModule } from './features/delivery-rounds/delivery-rounds.module.ts';
import { healthModule } from './features/health/health.module.ts';
import { housekeepingModule } from './features/housekeeping/housekeeping.module.ts';
import { invoicesModule } from './features/invoices/invoices.module.ts';
import { ledgerModule } from './features/ledger/ledger.module.ts';
import type { MailWorker } from './features/mail/mail-worker.ts';
import { marketingModule } from './features/marketing/marketing.module.ts';
import type { ShopMetrics } from './features/metrics/shop-metrics.ts';
import { orderLinksModule } from './features/order-links/order-links.module.ts';
import { ordersModule } from './features/orders/orders.module.ts';
import { ordersExportModule } from './features/orders-export/orders-export.module.ts';
import type { OrderEvents } from './features/orders/order-bus.ts';
import type { PaymentReconciler } from './features/payments/payment-reconciler.ts';
import { paymentsModule } from './features/payments/payments.module.ts';
import type { SandboxStore } from './features/payments/providers/sandbox-store.ts';
import { privacyModule } from './features/privacy/privacy.module.ts';
import { regionsModule } from './features/regions/regions.module.ts';
import { reorderRemindersModule } from './features/reorder-reminders/reorder-reminders.module.ts';
import { securityTxtModule } from './features/security-txt/security-txt.module.ts';
import { settingsModule } from './features/settings/settings.module.ts';
import { storefrontModule } from './features/storefront/storefront.module.ts';
import { topUpOffersModule } from './features/top-up-offers/top-up-offers.module.ts';
import { trackingModule } from './features/tracking/tracking.module.ts';
import type { GracefulClose } from './http/graceful-close.ts';
import type { Scheduler } from './lib/scheduled-jobs.ts';
import { createShopContext, type ShopContext } from './shop-context.ts';

export interface ShopApp {
  http: FastifyInstance;
  mailWorker: MailWorker;
  /** Re-checks open payments; scheduled unless mailPollMs is null, then run by hand (tests). */
  paymentReconciler: PaymentReconciler;
  /** The periodic jobs (reconciliation, clean-up, vacuum), once per interval across servers. */
  jobs: Scheduler;
  /** The sandbox provider's payments (used when PAYMENT_PROVIDER=sandbox). */
  sandboxStore: SandboxStore;
  /** This app's Prometheus registry (served on METRICS_PORT by main.ts). */
  metrics: ShopMetrics;
  /** The orders feature's events, for tests that subscribe to them. */
  orderEvents: OrderEvents;
  /** Before close(): fail the health check and close keep-alive connections as they answer. */
  beginDrain: GracefulClose['beginDrain'];
}

/**
 * A feature that needs no other feature's services: it registers its endpoints, back-office
 * routes and audit actions on the context, as the shop's own modules do.
 */
export type ShopModule = (ctx: ShopContext) => void | Promise<void>;

/**
 * Builds the whole HTTP app without listening, so tests can `inject` requests in-process: the
 * shared context, then each feature's module in the order their dependencies need (and any
 * `moreModules` after them), the admin scope, and the storefront last (its catch-all pages
 * answer whatever no route did).
 */
export async function buildApp(
  deps: AppDeps,
  moreModules: readonly ShopModule[] = [],
): Promise<ShopApp> {
  const { ctx, orderBus, jobRegistry, mailWorker, gracefulClose, registerAdminRoutes, run } =
    await createShopContext(deps);

  healthModule(ctx, { stopping: gracefulClose.stopping });
  // First: the price check and checkout offer days from the rounds.
  const { deliveryPromise } = deliveryRoundsModule(ctx);
  const customers = customersModule(ctx);
  const { regions } = regionsModule(ctx, { deliveryPromise, customers: customers.customers });
  settingsModule(ctx);
  await marketingModule(ctx);
  contactModule(ctx);
  const privacy = privacyModule(ctx);
  securityTxtModule(ctx);
  await adminModule(ctx);
  const { orderLinks, linkVersions } = orderLinksModule(ctx);
  const { trackingLinks, tracking } = trackingModule(ctx, { orderLinks, linkVersions });
  const { invoices } = invoicesModule(ctx, { orderLinks });
  const { ledger } = ledgerModule(ctx, { invoices });
  const { payments, reconciler, sandboxStore } = await paymentsModule(ctx, { invoices, ledger });
  const { orders, guestOrders, deliveryMoves, deliveryBilling } = ordersModule(ctx, {
    regions,
    customers: customers.customers,
    customerExists: customers.customerExists,
    trackingLinks,
    invoices,
    payments,
    deliveryPromise,
    bus: orderBus,
  });
  deliveriesModule(ctx, {
    trackingLinks,
    deliveryPromise,
    invoices,
    deliveryMoves,
    deliveryBilling,
  });
  await customerAccountModule(ctx, { customers, orders, guestOrders });
  reorderRemindersModule(ctx, { deliveryPromise });
  await topUpOffersModule(ctx, {
    deliveryPromise,
    orders,
    customers: customers.customers,
  });
  dataRequestsModule(ctx);
  dashboardModule(ctx);
  ordersExportModule(ctx);
  auditModule(ctx);
  for (const register of moreModules) await register(ctx);
  await registerAdminRoutes();

  await storefrontModule(ctx, {
    customers: customers.customers,
    regions: () => regions.listRegions(),
    privacy: privacy.facts,
    trackOrder: (token) => tracking.find(token),
    deliveryPromise: (postcode, tonnes) => deliveryPromise.promise(postcode, tonnes),
    deliveryTerms: () => deliveryPromise.terms(),
    devClient: deps.devClient,
  });
  const jobs = housekeepingModule(ctx, {
    registry: jobRegistry,
    snapshots: deps.snapshots ?? null,
  });
  run(jobs);
  // Settings are read inside transactions (an invoice names its seller as an order is paid or
  // confirmed). On the embedded database's one connection, their first load from outside that
  // transaction would wait for it for ever: load them before the first request.
  await ctx.settings.list();

  return {
    http: ctx.app,
    mailWorker,
    paymentReconciler: reconciler,
    jobs,
    sandboxStore,
    metrics: ctx.metrics,
    orderEvents: ctx.orderEvents,
    beginDrain: gracefulClose.beginDrain,
  };
}
