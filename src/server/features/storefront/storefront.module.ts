import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isTestShop } from '#server/http/test-shop-notice';
import { registerApiNotFound, registerStaticClient } from '#server/http/static-client';
import { loadPageRenderer } from './page-renderer.ts';
import { createStorefrontPages, type StorefrontPageDeps } from './storefront-pages.ts';
import { registerCrawlerRoutes } from './storefront.routes.ts';
import { registerTrackPage } from './track-page.ts';
import type { TrackingResult } from '#shared/tracking';
import type { RouteRateLimit } from '#server/http/rate-limit';

/**
 * The server-rendered storefront, the crawler files and the built client's assets, from
 * `npm run build` (dist/client and dist/ssr side by side). Without a built client (tests, dev
 * behind Vite) only the API's own 404 is added.
 */
export async function registerStorefront(
  app: FastifyInstance,
  deps: Pick<StorefrontPageDeps, 'currentCustomer' | 'regions' | 'privacy'> & {
    /** The order a tracking link opens, 'expired', or null. */
    trackOrder: (token: string) => Promise<TrackingResult>;
    rateLimit: (max: number) => RouteRateLimit;
    config: {
      clientDir: string | null;
      publicUrl: string;
      adminPath: string;
      production: boolean;
      paymentProvider: 'sandbox' | 'wonderful';
    };
  },
): Promise<void> {
  const { clientDir, publicUrl, adminPath } = deps.config;
  const renderer = clientDir
    ? await loadPageRenderer(clientDir, join(dirname(clientDir), 'ssr'), {
        testShop: isTestShop(deps.config),
      })
    : null;
  if (!clientDir || !renderer) {
    if (clientDir) app.log.warn(`No built storefront beside ${clientDir}: run "npm run build"`);
    registerApiNotFound(app);
    return;
  }
  const servePage = createStorefrontPages({
    renderer,
    publicUrl,
    currentCustomer: deps.currentCustomer,
    regions: deps.regions,
    privacy: deps.privacy,
  });
  registerCrawlerRoutes(app, { publicUrl });
  registerTrackPage(app, {
    renderer,
    publicUrl,
    trackOrder: deps.trackOrder,
    rateLimit: deps.rateLimit,
  });
  await registerStaticClient(app, clientDir, { adminPath, servePage });
}
