import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { EndpointDeclaration } from '#shared/api/endpoint';
import type { AppConfig, AppDeps } from './app-config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { createTransaction, type Transaction } from './db/transaction.ts';
import { createAuditLog, type AuditLog } from './features/audit/audit-log.ts';
import { createMail } from './features/mail/mail.module.ts';
import type { MailWorker } from './features/mail/mail-worker.ts';
import { pendingEmails, type Outbox } from './features/mail/outbox.ts';
import { createShopMarketing, type ShopMarketing } from './features/marketing/shop-marketing.ts';
import { registerMetrics } from './features/metrics/metrics.routes.ts';
import { createOrderBus, type OrderBus, type OrderEvents } from './features/orders/order-bus.ts';
import type { ShopMetrics } from './features/metrics/shop-metrics.ts';
import { createShopSettings } from './features/settings/shop-settings.ts';
import type { SettingsService } from './features/settings/settings.service.ts';
import { registerAdminScope } from './http/admin-scope.ts';
import { createCounterFactory, type CreateCounter } from './http/counters.ts';
import { registerCredentialPaths } from './http/credential-paths.ts';
import { createDeviceCookies, type DeviceCookies } from './http/device-cookie.ts';
import {
  createEndpointRoutes,
  endpointSchemaCompilers,
  type ImplementEndpoints,
} from './http/endpoints.ts';
import { frameworkErrorOptions, registerErrorHandler } from './http/error-handler.ts';
import { registerGracefulClose, type GracefulClose } from './http/graceful-close.ts';
import { registerOpenApiRoute } from './http/openapi.ts';
import { registerRateLimits, type RouteRateLimit } from './http/rate-limit.ts';
import { CompletedRequestLogController } from './http/request-logging.ts';
import { registerSecurity } from './http/security.ts';
import { networkOptions } from './http/server-limits.ts';
import { registerSessions, type Sessions } from './http/sessions.ts';
import { markCustomerSignedIn } from './features/customers/customer-sign-in.ts';
import { findAdminPerson, recordAccessRefused } from './features/admin/admin-person.ts';
import { createChangeNotices, type ChangeNotices } from './lib/change-notices.ts';
import { createJobRegistry, type JobRegistration, type Scheduler } from './lib/scheduled-jobs.ts';

/** Registers back-office routes on the admin scope (see `ShopContext.admin`). */
export type AdminRegistration = (scope: FastifyInstance) => void | Promise<void>;

/** What every feature module is given: the app and the services all features share. */
export interface ShopContext {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  transaction: Transaction;
  now: () => Date;
  log: FastifyBaseLogger;
  audit: AuditLog;
  /** Cache invalidation across app servers (LISTEN/NOTIFY). */
  notices: ChangeNotices;
  settings: SettingsService;
  /** How features send email: `outbox.queue(tx, messages)` in their own transaction. */
  outbox: Outbox;
  /**
   * The orders feature's events (`order.placed`, ...): a module subscribes while it is
   * registered, and its subscriber runs inside the order's transaction.
   */
  orderEvents: OrderEvents;
  /** Consent and unsubscribe links: the mail worker checks them before each marketing email. */
  marketing: ShopMarketing;
  sessions: Sessions;
  rateLimit: (max: number) => RouteRateLimit;
  /** Registers a group of declared endpoints (`#shared/api`) with a handler for each. */
  implement: ImplementEndpoints;
  createCounter: CreateCounter;
  deviceCookies: DeviceCookies;
  metrics: ShopMetrics;
  /**
   * Back-office routes: kept until the app is finished, then all registered inside the one
   * admin scope, whose hook refuses requests without an admin session.
   */
  admin: (register: AdminRegistration) => void;
  /** The module's periodic work: its own jobs, and what it keeps until it expires. */
  jobs: JobRegistration;
}

/** The context, and what only `buildApp` needs to finish the app. */
export interface ShopPlatform {
  ctx: ShopContext;
  /** The bus behind `ctx.orderEvents`: only the orders module is given `emit`. */
  orderBus: OrderBus;
  /** What the modules scheduled through `ctx.jobs`: housekeeping runs it. */
  jobRegistry: ReturnType<typeof createJobRegistry>;
  mailWorker: MailWorker;
  gracefulClose: GracefulClose;
  /**
   * Registers the admin scope with every `ctx.admin` registration; before the storefront,
   * whose catch-all pages must come last.
   */
  registerAdminRoutes: () => Promise<void>;
  /** Starts change notices, and (when polling) the mail worker and jobs, once the app is ready. */
  run: (jobs: Scheduler) => void;
}

const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Builds the Fastify instance and the platform every feature shares. The order is Fastify's:
 * the error handler, security headers, rate limits and sessions come before any route.
 */
export async function createShopContext(deps: AppDeps): Promise<ShopPlatform> {
  const { config, database } = deps;
  const { db } = database;
  const now = deps.now ?? (() => new Date());
  const network = networkOptions(config.trustProxy, config.serverLimits);
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    logController: new CompletedRequestLogController(),
    return503OnClosing: true,
    ...frameworkErrorOptions,
    schemaController: {
      compilersFactory: endpointSchemaCompilers({
        production: config.production,
        log: (): FastifyBaseLogger => app.log,
      }),
    },
    ...network.fastify,
  });
  network.attach(app.server);
  // First: every route registered after this is learnt, so its credentials never reach a log.
  registerCredentialPaths(app);
  const metrics = registerMetrics(app, {
    sources: { outbox: () => pendingEmails(db), pool: database.poolStats, now },
    token: config.metricsToken,
    adminPath: config.adminPath,
  });
  const gracefulClose = registerGracefulClose(app);

  registerErrorHandler(app);
  await registerSecurity(app, { publicUrl: config.publicUrl, production: config.production });
  const createCounter = createCounterFactory(database.pool);
  const rateLimit = await registerRateLimits(app, { enabled: config.rateLimits, createCounter });
  const sessions = await registerSessions(app, {
    db,
    now,
    secret: config.sessionSecret,
    secureCookies: config.production,
    onCustomerSignIn: markCustomerSignedIn,
    findAdminPerson,
  });
  const endpoints: EndpointDeclaration[] = [];
  const implement = createEndpointRoutes({ sessions, rateLimit, registered: endpoints });

  const audit = createAuditLog({ db, now, log: app.log, secretsKey: config.secretsKey });
  const notices = createChangeNotices({ database, log: app.log });
  const settings = createShopSettings({ db, audit, now, log: app.log, notices });
  const transaction = createTransaction(db);
  const marketing = createShopMarketing({ db, transaction, now, config });
  const mail = createMail({
    db,
    mailer: deps.mailer,
    now,
    log: app.log,
    marketing,
    metrics,
    secretsKey: config.secretsKey,
  });
  const deviceCookies = createDeviceCookies({
    secret: config.sessionSecret,
    secureCookies: config.production,
  });

  const orderBus = createOrderBus();
  const adminRegistrations: AdminRegistration[] = [];
  const jobRegistry = createJobRegistry();
  const ctx: ShopContext = {
    app,
    config,
    database,
    db,
    transaction,
    now,
    log: app.log,
    audit,
    notices,
    settings,
    outbox: mail.outbox,
    orderEvents: { on: orderBus.on },
    marketing,
    sessions,
    rateLimit,
    implement,
    createCounter,
    deviceCookies,
    metrics,
    admin: (register) => void adminRegistrations.push(register),
    jobs: { every: jobRegistry.every, cleanUp: jobRegistry.cleanUp },
  };

  return {
    ctx,
    orderBus,
    jobRegistry,
    mailWorker: mail.worker,
    gracefulClose,
    registerAdminRoutes: () =>
      registerAdminScope(
        app,
        sessions,
        async (scope) => {
          for (const register of adminRegistrations) await register(scope);
          registerOpenApiRoute(scope, { implement, endpoints });
        },
        (request) => recordAccessRefused(audit, db, request),
      ),
    run: (jobs) => {
      app.addHook('onReady', async () => notices.start());
      if (deps.mailPollMs !== null) {
        const pollMs = deps.mailPollMs;
        app.addHook('onReady', async () => {
          mail.worker.start(pollMs);
          jobs.start();
        });
      }
      app.addHook('onClose', async () => {
        await Promise.all([mail.worker.stop(), jobs.stop(), notices.close()]);
      });
    },
  };
}
