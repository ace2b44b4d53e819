import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEFAULT_PAYMENT_TERMS_DAYS } from '#shared/how-to-pay';
import { LINK_EXPIRY_DAYS } from '#domain/link-expiry';
import { RETENTION_SETTING_DEFAULTS } from '#shared/schemas/retention';
import { site } from '#shared/site';
import type { DatabaseHandle } from './db/client.ts';
import { createTransaction } from './db/transaction.ts';
import { createAdminAuthService } from './features/admin/admin-auth.service.ts';
import { registerAdminAuthRoutes } from './features/admin/admin-auth.routes.ts';
import {
  registerTwoFactorAdminRoutes,
  registerTwoFactorRoutes,
} from './features/admin/two-factor.routes.ts';
import { createTwoFactorService } from './features/admin/two-factor.service.ts';
import { createAuditLog } from './features/audit/audit-log.ts';
import { registerAuditRoutes } from './features/audit/audit.routes.ts';
import { registerContactRoutes } from './features/contact/contact.routes.ts';
import { createContactService } from './features/contact/contact.service.ts';
import { createAuthService } from './features/customers/auth.service.ts';
import { registerCustomerAdminRoutes } from './features/customers/customers-admin.routes.ts';
import { createCustomersAdminService } from './features/customers/customers-admin.service.ts';
import { registerCustomerRoutes } from './features/customers/customers.routes.ts';
import { createCustomersService } from './features/customers/customers.service.ts';
import {
  registerDataRequestAdminRoutes,
  registerDataRequestRoutes,
} from './features/data-requests/data-requests.routes.ts';
import { createDataRequestsService } from './features/data-requests/data-requests.service.ts';
import { createDashboardRepo } from './features/dashboard/dashboard.repo.ts';
import { registerDashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { createDashboardService } from './features/dashboard/dashboard.service.ts';
import { createInvoiceLinks } from './features/invoices/invoice-links.ts';
import { registerOrderLinksAdminRoutes } from './features/order-links/order-links.routes.ts';
import { createOrderLinksService } from './features/order-links/order-links.service.ts';
import {
  registerInvoiceAdminRoutes,
  registerInvoiceRoutes,
} from './features/invoices/invoices.routes.ts';
import { createInvoicesService } from './features/invoices/invoices.service.ts';
import { registerLedgerRoutes } from './features/ledger/ledger.routes.ts';
import { createLedgerService } from './features/ledger/ledger.service.ts';
import { createMailWorker, type MailWorker } from './features/mail/mail-worker.ts';
import { createMarketingConsentService } from './features/marketing/marketing-consent.service.ts';
import {
  registerMarketingConsentRoutes,
  registerUnsubscribeRoutes,
} from './features/marketing/marketing.routes.ts';
import { createUnsubscribeLinks } from './features/marketing/unsubscribe-links.ts';
import type { Mailer } from './features/mail/mailer.ts';
import { createOutbox } from './features/mail/outbox.ts';
import { createOutboxRepo } from './features/mail/outbox.repo.ts';
import { registerOrderOverviewRoutes } from './features/orders/order-overview.routes.ts';
import { createOrderOverviewService } from './features/orders/order-overview.service.ts';
import { registerOrderAdminRoutes } from './features/orders/orders-admin.routes.ts';
import { createOrdersAdminService } from './features/orders/orders-admin.service.ts';
import { registerOrderRoutes } from './features/orders/orders.routes.ts';
import { createOrdersService } from './features/orders/orders.service.ts';
import { createOrdersExportRepo } from './features/orders-export/orders-export.repo.ts';
import { registerOrdersExportRoutes } from './features/orders-export/orders-export.routes.ts';
import { createOrdersExportService } from './features/orders-export/orders-export.service.ts';
import {
  registerSettingsAdminRoutes,
  registerSettingsRoutes,
} from './features/settings/settings.routes.ts';
import { createSettingsService } from './features/settings/settings.service.ts';
import { registerSecurityTxtRoutes } from './features/security-txt/security-txt.routes.ts';
import { registerHealthRoutes } from './features/health/health.routes.ts';
import { registerMetrics } from './features/metrics/metrics.routes.ts';
import type { ShopMetrics } from './features/metrics/shop-metrics.ts';
import { createRegionDirectory } from './features/regions/region-directory.ts';
import { registerRegionAdminRoutes } from './features/regions/regions-admin.routes.ts';
import { createRegionsAdminService } from './features/regions/regions-admin.service.ts';
import { createRegionsRepo } from './features/regions/regions.repo.ts';
import { registerRegionRoutes } from './features/regions/regions.routes.ts';
import { createRegionsService } from './features/regions/regions.service.ts';
import { registerAdminScope } from './http/admin-scope.ts';
import { registerPaymentTestRoutes } from './features/payments/payment-tests.routes.ts';
import { registerPayments } from './features/payments/payments.module.ts';
import type { PaymentReconciler } from './features/payments/payment-reconciler.ts';
import type { SandboxStore } from './features/payments/providers/sandbox-store.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { createEndpointRoutes, useEndpointSchemas } from './http/endpoints.ts';
import { registerOpenApiRoute } from './http/openapi.ts';
import { createCounterFactory } from './http/counters.ts';
import { registerGracefulClose, type GracefulClose } from './http/graceful-close.ts';
import { registerRateLimits } from './http/rate-limit.ts';
import { CompletedRequestLogController } from './http/request-logging.ts';
import { createDeviceCookies } from './http/device-cookie.ts';
import { registerSecurity } from './http/security.ts';
import { networkOptions, type ServerLimits } from './http/server-limits.ts';
import { registerSessions } from './http/sessions.ts';
import { registerStorefront } from './features/storefront/storefront.module.ts';
import type { CreateDevClient } from './features/storefront/dev-client.ts';
import {
  registerDeliveryAdminRoutes,
  registerDeliveryRoutes,
} from './features/deliveries/deliveries.routes.ts';
import { createDeliveriesService } from './features/deliveries/deliveries.service.ts';
import { createProgressNotices } from './features/deliveries/progress-notices.ts';
import { createTrackingLinks } from './features/tracking/tracking-links.ts';
import { registerTrackingRoutes } from './features/tracking/tracking.routes.ts';
import { createTrackingService } from './features/tracking/tracking.service.ts';
import { createShopJobs } from './features/housekeeping/shop-jobs.ts';
import { createErasureService } from './features/privacy/erasure.service.ts';
import {
  registerErasureAdminRoutes,
  registerErasureRoutes,
} from './features/privacy/erasure.routes.ts';
import { createRetention } from './features/privacy/retention.service.ts';
import { privacyFacts, registerPrivacyRoutes } from './features/privacy/privacy.routes.ts';
import { createChangeNotices } from './lib/change-notices.ts';
import { createScheduler, type Scheduler } from './lib/scheduled-jobs.ts';
import { createScheduledJobsRepo } from './lib/scheduled-jobs.repo.ts';

export interface AppConfig {
  publicUrl: string;
  production: boolean;
  rateLimits: boolean;
  /** Signs the session cookies; at least 32 characters, the same across restarts. */
  sessionSecret: string;
  /** Seals the secrets kept in the database (SECRETS_KEY); the same across restarts. */
  secretsKey: string;
  /** Built client to serve, or null for an API-only app (tests, dev behind Vite). */
  clientDir: string | null;
  /** The hidden back-office path, without the slash. */
  adminPath: string;
  /** scrypt hash of the shared admin password (security/password.ts). */
  adminPasswordHash: string;
  /** ADMIN_TOTP_REQUIRED: the back office needs two-factor sign-in set up before use. */
  adminTotpRequired?: boolean;
  paymentProvider: 'sandbox' | 'wonderful';
  wonderfulApiUrl: string;
  wonderfulApiToken?: string | undefined;
  /**
   * Addresses or CIDR ranges of the reverse proxy: only from these is X-Forwarded-For believed
   * as the client's address. Unset or empty: request.ip is always the socket's address.
   */
  trustProxy?: readonly string[] | undefined;
  /** Timeouts and the per-address connection cap; the defaults are production's. */
  serverLimits?: Partial<ServerLimits>;
  /** Serves /metrics on the shop's port to this bearer token; unset: no /metrics here. */
  metricsToken?: string | undefined;
}

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  /**
   * Poll the email outbox this often; null leaves delivery to explicit `runOnce` calls and
   * starts no scheduled jobs (tests run them with `jobs.runDue`).
   */
  mailPollMs: number | null;
  /**
   * Where the embedded database keeps its daily snapshots (the last 7), and the backup key
   * they are signed with; PostgreSQL: unused.
   */
  snapshots?: { directory: string; backupKey: string };
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** `npm run dev`: the storefront rendered from its sources through Vite (dev-client.ts). */
  devClient?: CreateDevClient | undefined;
}

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
  /** Before close(): fail the health check and close keep-alive connections as they answer. */
  beginDrain: GracefulClose['beginDrain'];
}

const BODY_LIMIT_BYTES = 64 * 1024;
/**
 * The latest a change made by another app server shows here should its notice be lost; the
 * notice (LISTEN/NOTIFY, #server/lib/change-notices) normally brings it within a second.
 */
const CACHE_TTL_MS = 30_000;

/** Builds the whole HTTP app without listening, so tests can `inject` requests in-process. */
export async function buildApp(deps: AppDeps): Promise<ShopApp> {
  const { config, database } = deps;
  const now = deps.now ?? (() => new Date());
  const network = networkOptions(config.trustProxy, config.serverLimits);
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    logController: new CompletedRequestLogController(),
    return503OnClosing: true,
    ...network.fastify,
  });
  network.attach(app.server);
  const outboxRepo = createOutboxRepo(database.db);
  const metrics = registerMetrics(app, {
    sources: { outbox: () => outboxRepo.pendingSummary(), pool: database.poolStats, now },
    token: config.metricsToken,
    adminPath: config.adminPath,
  });
  const gracefulClose = registerGracefulClose(app);

  registerErrorHandler(app);
  useEndpointSchemas(app, { production: config.production, log: app.log });
  await registerSecurity(app, { publicUrl: config.publicUrl, production: config.production });
  const createCounter = createCounterFactory(database.pool);
  const rateLimit = await registerRateLimits(app, { enabled: config.rateLimits, createCounter });
  const sessions = await registerSessions(app, {
    db: database.db,
    now,
    secret: config.sessionSecret,
    secureCookies: config.production,
  });
  const route = createEndpointRoutes({ sessions, rateLimit });

  const audit = createAuditLog({ db: database.db, now, log: app.log });
  const notices = createChangeNotices({ database, log: app.log });
  const regionsRepo = createRegionsRepo(database.db);
  // One directory for the storefront and the back office, so an admin change shows at once.
  const regionDirectory = createRegionDirectory(regionsRepo, {
    ttlMs: CACHE_TTL_MS,
    now,
    onRefreshError: (error) => app.log.error({ err: error }, 'region cache refresh failed'),
  });
  notices.subscribe('regions', () => regionDirectory.invalidate());
  const regions = createRegionsService(regionDirectory);
  const regionsAdmin = createRegionsAdminService({
    db: database.db,
    audit,
    changed: () => {
      regionDirectory.invalidate();
      void notices.publish('regions');
    },
    now,
  });

  const settings = createSettingsService({
    db: database.db,
    audit,
    fallbacks: {
      customer_service_email: site.email,
      new_orders_email: site.ordersEmail,
      payments_enabled: 'false',
      vat_number: '',
      invoice_address: site.headOffice.lines.join('\n'),
      payment_terms_days: String(DEFAULT_PAYMENT_TERMS_DAYS),
      bank_account_name: '',
      bank_sort_code: '',
      bank_account_number: '',
      cash_on_delivery_offered: 'true',
      card_payments_offered: 'true',
      lorry_capacity_tonnes: '28',
      link_expiry_days: String(LINK_EXPIRY_DAYS.fallback),
      ...RETENTION_SETTING_DEFAULTS,
    },
    cache: {
      ttlMs: CACHE_TTL_MS,
      now,
      onRefreshError: (error) => app.log.error({ err: error }, 'settings cache refresh failed'),
    },
    announce: () => void notices.publish('settings'),
  });
  notices.subscribe('settings', () => settings.invalidate());
  const transaction = createTransaction(database.db);
  const marketingConsent = createMarketingConsentService({ db: database.db, transaction, now });
  const unsubscribeLinks = createUnsubscribeLinks(config.sessionSecret, config.publicUrl);
  const mailWorker = createMailWorker({
    repo: outboxRepo,
    mailer: deps.mailer,
    now,
    log: app.log,
    marketing: {
      unsubscribeUrl: unsubscribeLinks.url,
      consents: async (customerId) =>
        (await marketingConsent.getMarketingConsent(customerId)).granted,
    },
    onOutcome: (outcome) => metrics.emails.inc({ outcome }),
  });
  const outbox = createOutbox({
    onQueued: (count) => {
      metrics.emailsQueued.inc(count);
      mailWorker.kick();
    },
  });
  const customers = createCustomersService({ db: database.db, transaction, now, audit });
  const trackingLinks = createTrackingLinks({ publicUrl: config.publicUrl, now });
  const progressNotices = createProgressNotices({
    outbox,
    trackingLinks,
    paymentSetup: () => settings.paymentSetup(),
  });
  const orders = createOrdersService({
    db: database.db,
    transaction,
    audit,
    regions,
    settings,
    trackingLinks,
    now,
    saveProfileAddress: customers.saveAddress,
    outbox,
    onOrdersPlaced: (count) => metrics.ordersPlaced.inc(count),
    createCounter,
    onConfirmationWithheld: () => metrics.confirmationsWithheld.inc(),
  });
  const contact = createContactService({ db: database.db, settings, outbox });
  const customersAdmin = createCustomersAdminService({ db: database.db, transaction, now, audit });
  const adminAuth = createAdminAuthService({
    passwordHash: config.adminPasswordHash,
    db: database.db,
    settings,
    now,
    outbox,
    createCounter,
    audit,
  });
  const deviceCookies = createDeviceCookies({
    secret: config.sessionSecret,
    secureCookies: config.production,
  });
  const auth = createAuthService({
    db: database.db,
    transaction,
    sessions,
    now,
    publicUrl: config.publicUrl,
    outbox,
    createCounter,
    audit,
    marketingConsent,
  });

  registerHealthRoutes(app, { ping: database.ping, stopping: gracefulClose.stopping });
  registerRegionRoutes(app, { regions, route });
  registerOrderRoutes(app, { orders, customers, sessions, route });
  registerCustomerRoutes(app, {
    auth,
    customers,
    orders,
    sessions,
    deviceCookies,
    audit,
    route,
  });
  registerMarketingConsentRoutes(app, { consent: marketingConsent, route });
  await registerUnsubscribeRoutes(app, {
    consent: marketingConsent,
    links: unsubscribeLinks,
    rateLimit,
  });
  registerContactRoutes(app, { contact, route });
  registerSettingsRoutes(app, { settings, route });
  registerPrivacyRoutes(app, { settings, route });
  registerSecurityTxtRoutes(app, { settings, publicUrl: config.publicUrl, now });
  const twoFactor = createTwoFactorService({
    db: database.db,
    now,
    required: config.adminTotpRequired ?? false,
    secretsKey: config.secretsKey,
  });
  registerAdminAuthRoutes(app, { adminAuth, twoFactor, sessions, deviceCookies, audit, route });
  const twoFactorDeps = { twoFactor, adminAuth, sessions, deviceCookies, audit, route };
  await registerTwoFactorRoutes(app, twoFactorDeps);
  const orderLinks = createOrderLinksService({
    db: database.db,
    transaction,
    settings,
    now,
    audit,
  });
  const invoices = createInvoicesService({
    db: database.db,
    transaction,
    settings,
    links: createInvoiceLinks(config.sessionSecret, config.publicUrl),
    orderLinks,
    now,
    outbox,
    audit,
  });
  registerInvoiceRoutes(app, { invoices, route });
  const ledger = createLedgerService({
    db: database.db,
    transaction,
    now,
    audit,
    onOrderPaid: invoices.onOrderPaid,
    outbox,
  });
  const { provider, payments, reconciler, sandboxStore } = await registerPayments(app, {
    config: { ...config, provider: config.paymentProvider },
    db: database.db,
    transaction,
    database,
    settings,
    route,
    now,
    outbox,
    onOrderPaid: invoices.onOrderPaid,
    enterLedger: ledger.recordOnline,
    onReconcileRun: (outcome) => metrics.reconciliationRuns.inc({ outcome }),
    audit,
  });
  const ordersAdmin = createOrdersAdminService({
    db: database.db,
    transaction,
    settings,
    payments,
    invoices,
    ledger,
    customerExists: customersAdmin.exists,
    progressNotices,
    trackingLinks,
    now,
    outbox,
    audit,
  });
  const dashboard = createDashboardService({ repo: createDashboardRepo(database.db), now });
  const exports = createOrdersExportService({
    repo: createOrdersExportRepo(database.db),
    onStreamError: (error) => app.log.error({ err: error }, 'orders export stopped'),
  });
  const deliveries = createDeliveriesService({
    db: database.db,
    transaction,
    settings,
    progressNotices,
    now,
    audit,
  });
  registerDeliveryRoutes(app, { deliveries, route });
  const tracking = createTrackingService({ db: database.db, links: orderLinks });
  registerTrackingRoutes(app, { tracking, route });
  const dataRequests = createDataRequestsService({
    db: database.db,
    now,
    audit,
    createCounter,
    consentHistory: (customerId, tx) => marketingConsent.consentHistory(customerId, tx),
  });
  registerDataRequestRoutes(app, { dataRequests, route });
  const erasure = createErasureService({
    db: database.db,
    transaction,
    now,
    periods: () => settings.retentionPeriods(),
    audit,
    createCounter,
    outbox,
  });
  registerErasureRoutes(app, { erasure, sessions, deviceCookies, route });
  await registerAdminScope(app, sessions, async (admin) => {
    registerDashboardRoutes(admin, { dashboard, route });
    registerOrdersExportRoutes(admin, { exports, route });
    registerPaymentTestRoutes(admin, { provider, publicUrl: config.publicUrl, route });
    registerOrderAdminRoutes(admin, { orders: ordersAdmin, route });
    registerOrderOverviewRoutes(admin, {
      overview: createOrderOverviewService({ db: database.db, invoices, payments }),
      route,
    });
    registerDeliveryAdminRoutes(admin, { deliveries, route });
    registerCustomerAdminRoutes(admin, { customers: customersAdmin, route });
    registerSettingsAdminRoutes(admin, { settings, route });
    registerInvoiceAdminRoutes(admin, { invoices, route });
    registerOrderLinksAdminRoutes(admin, { links: orderLinks, route });
    registerLedgerRoutes(admin, { ledger, route });
    registerTwoFactorAdminRoutes(admin, twoFactorDeps);
    registerAuditRoutes(admin, { audit, route });
    registerOpenApiRoute(admin, { route });
    registerDataRequestAdminRoutes(admin, { dataRequests, route });
    registerErasureAdminRoutes(admin, { erasure, route });
    await registerRegionAdminRoutes(admin, { regions: regionsAdmin, route });
  });

  await registerStorefront(app, {
    config,
    currentCustomer: async (request) => {
      const customerId = await sessions.optionalCustomer(request);
      return customerId === null ? null : customers.current(customerId).catch(() => null);
    },
    regions: () => regions.listRegions(),
    privacy: () => privacyFacts(settings),
    trackOrder: (token) => tracking.find(token),
    rateLimit,
    devClient: deps.devClient,
  });

  const retention = createRetention({
    db: database.db,
    periods: () => settings.retentionPeriods(),
    audit,
    now,
    log: app.log,
    onItems: (kind, count) => metrics.retentionItems.inc({ kind }, count),
  });
  const jobs = createScheduler({
    repo: createScheduledJobsRepo(database.db),
    jobs: createShopJobs({
      database,
      reconciler,
      retention,
      pruneSandbox: () => sandboxStore.prune(),
      snapshots: deps.snapshots ?? null,
      log: app.log,
      now,
    }),
    log: app.log,
  });
  app.addHook('onReady', async () => notices.start());
  if (deps.mailPollMs !== null) {
    const pollMs = deps.mailPollMs;
    app.addHook('onReady', async () => {
      mailWorker.start(pollMs);
      jobs.start();
    });
  }
  app.addHook('onClose', async () => {
    await Promise.all([mailWorker.stop(), jobs.stop(), notices.close()]);
  });

  return {
    http: app,
    mailWorker,
    paymentReconciler: reconciler,
    jobs,
    sandboxStore,
    metrics,
    beginDrain: gracefulClose.beginDrain,
  };
}
