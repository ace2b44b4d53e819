import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { site } from '#shared/site';
import type { DatabaseHandle } from './db/client.ts';
import { registerContactRoutes } from './features/contact/contact.routes.ts';
import { createContactService } from './features/contact/contact.service.ts';
import { createMailWorker, type MailWorker } from './features/mail/mail-worker.ts';
import type { Mailer } from './features/mail/mailer.ts';
import { createOutboxRepo } from './features/mail/outbox.repo.ts';
import { registerOrderRoutes } from './features/orders/orders.routes.ts';
import { createOrdersService } from './features/orders/orders.service.ts';
import { createSettingsRepo } from './features/settings/settings.repo.ts';
import { createSettingsService } from './features/settings/settings.service.ts';
import { registerHealthRoutes } from './features/health/health.routes.ts';
import { createRegionDirectory } from './features/regions/region-directory.ts';
import { createRegionsRepo } from './features/regions/regions.repo.ts';
import { registerRegionRoutes } from './features/regions/regions.routes.ts';
import { createRegionsService } from './features/regions/regions.service.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerRateLimits } from './http/rate-limit.ts';
import { CompletedRequestLogController } from './http/request-logging.ts';
import { registerSecurity } from './http/security.ts';
import { registerApiNotFound, registerStaticClient } from './http/static-client.ts';

export interface AppConfig {
  publicUrl: string;
  production: boolean;
  rateLimits: boolean;
  /** Built client to serve, or null for an API-only app (tests, dev behind Vite). */
  clientDir: string | null;
}

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Poll the email outbox this often; null leaves delivery to explicit `runOnce` calls. */
  mailPollMs: number | null;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

export interface ShopApp {
  http: FastifyInstance;
  mailWorker: MailWorker;
}

const BODY_LIMIT_BYTES = 64 * 1024;
const REGION_CACHE_TTL_MS = 30_000;

/** Builds the whole HTTP app without listening, so tests can `inject` requests in-process. */
export async function buildApp(deps: AppDeps): Promise<ShopApp> {
  const { config, database } = deps;
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    logController: new CompletedRequestLogController(),
    trustProxy: config.production,
    return503OnClosing: true,
  });

  registerErrorHandler(app);
  await registerSecurity(app, { publicUrl: config.publicUrl, production: config.production });
  const rateLimit = await registerRateLimits(app, config.rateLimits);

  const regions = createRegionsService(
    createRegionDirectory(createRegionsRepo(database.db), {
      ttlMs: REGION_CACHE_TTL_MS,
      now,
      onRefreshError: (error) => app.log.error({ err: error }, 'region cache refresh failed'),
    }),
  );

  const settings = createSettingsService(createSettingsRepo(database.db), {
    customer_service_email: site.email,
    new_orders_email: site.ordersEmail,
    payments_enabled: 'false',
  });
  const mailWorker = createMailWorker({
    repo: createOutboxRepo(database.db),
    mailer: deps.mailer,
    now,
    log: app.log,
  });
  const onMailQueued = () => mailWorker.kick();
  const orders = createOrdersService({
    transaction: (work) => database.db.transaction(work),
    regions,
    settings,
    now,
    onMailQueued,
  });
  const contact = createContactService({ db: database.db, settings, onMailQueued });

  registerHealthRoutes(app, { ping: database.ping });
  registerRegionRoutes(app, { regions, rateLimit });
  registerOrderRoutes(app, { orders, rateLimit });
  registerContactRoutes(app, { contact, rateLimit });

  if (config.clientDir) await registerStaticClient(app, config.clientDir);
  else registerApiNotFound(app);

  if (deps.mailPollMs !== null) {
    const pollMs = deps.mailPollMs;
    app.addHook('onReady', async () => mailWorker.start(pollMs));
  }
  app.addHook('onClose', async () => mailWorker.stop());

  return { http: app, mailWorker };
}
