import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { DatabaseHandle } from './db/client.ts';
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
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

const BODY_LIMIT_BYTES = 64 * 1024;
const REGION_CACHE_TTL_MS = 30_000;

/** Builds the whole HTTP app without listening, so tests can `inject` requests in-process. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
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

  registerHealthRoutes(app, { ping: database.ping });
  registerRegionRoutes(app, { regions, rateLimit });

  if (config.clientDir) await registerStaticClient(app, config.clientDir);
  else registerApiNotFound(app);

  return app;
}
