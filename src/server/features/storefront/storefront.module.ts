import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ShopContext } from '#server/shop-context';
import type { CustomersService } from '../customers/customers.service.ts';
import { isTestShop } from '#server/http/test-shop-notice';
import { registerApiNotFound, registerStaticClient } from '#server/http/static-client';
import type { CreateDevClient } from './dev-client.ts';
import { registerDevAdminPage } from './dev-client.ts';
import { createDocumentRenderer, loadPageRenderer, type PageRenderer } from './page-renderer.ts';
import {
  createStorefrontPages,
  registerPageNotFound,
  registerPageRoutes,
  type StorefrontPageDeps,
} from './storefront-pages.ts';
import { registerCrawlerRoutes } from './storefront.routes.ts';
import { registerRegionPages } from './region-page.ts';
import { registerTrackPage } from './track-page.ts';
import type { DeliveryPromise } from '#shared/schemas/delivery';
import type { TrackingResult } from '#shared/tracking';
import type { RouteRateLimit } from '#server/http/rate-limit';

/**
 * The server-rendered storefront, the crawler files and the client's assets: from the build
 * (`npm run build`: dist/client and dist/ssr side by side), or from the sources through Vite
 * when `devClient` is given (`npm run dev`). Without either (API tests) only the API's own 404
 * is added.
 */
export async function registerStorefront(
  app: FastifyInstance,
  deps: Pick<
    StorefrontPageDeps,
    'currentCustomer' | 'regions' | 'privacy' | 'certificates' | 'deliveryTerms'
  > & {
    /** The order a tracking link opens, 'expired', or null. */
    trackOrder: (token: string) => Promise<TrackingResult>;
    /** The earliest delivery to a postcode for the tonnes (a region's page states one). */
    deliveryPromise: (postcode: string, tonnes: number) => Promise<DeliveryPromise>;
    rateLimit: (max: number) => RouteRateLimit;
    /** Development: the storefront from its sources through Vite, instead of the build. */
    devClient?: CreateDevClient | undefined;
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
  const testShop = isTestShop(deps.config);
  const dev = deps.devClient ? await deps.devClient(app.server) : null;
  let renderer: PageRenderer | null = null;
  if (dev) {
    app.addHook('onClose', () => dev.close());
    renderer = createDocumentRenderer(
      { template: dev.template, renderPage: dev.renderPage, preload: () => '' },
      { testShop },
    );
  } else if (clientDir) {
    renderer = await loadPageRenderer(clientDir, join(dirname(clientDir), 'ssr'), { testShop });
  }
  if (!renderer) {
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
    certificates: deps.certificates,
    deliveryTerms: deps.deliveryTerms,
  });
  registerCrawlerRoutes(app, { publicUrl, regions: deps.regions });
  registerTrackPage(app, {
    renderer,
    publicUrl,
    trackOrder: deps.trackOrder,
    rateLimit: deps.rateLimit,
  });
  registerRegionPages(app, {
    renderer,
    publicUrl,
    servePage,
    currentCustomer: deps.currentCustomer,
    regions: deps.regions,
    certificates: deps.certificates,
    deliveryTerms: deps.deliveryTerms,
    deliveryPromise: deps.deliveryPromise,
  });
  registerPageRoutes(app, servePage);
  if (dev) {
    registerDevAdminPage(app, adminPath, dev);
    registerPageNotFound(app, servePage, (request, reply) => {
      if (!dev.isAsset(request.url.split('?')[0] ?? '/')) return false;
      reply.hijack();
      dev.serve(request.raw, reply.raw, () => {
        reply.raw.statusCode = 404;
        reply.raw.end('Not found');
      });
      return true;
    });
    return;
  }
  if (clientDir) await registerStaticClient(app, clientDir, { adminPath });
  registerPageNotFound(app, servePage);
}

/**
 * The storefront's pages, registered after every other route: its not-found handler serves
 * the catch-all page.
 */
export function storefrontModule(
  ctx: ShopContext,
  uses: Pick<StorefrontPageDeps, 'regions' | 'privacy' | 'deliveryTerms'> & {
    customers: Pick<CustomersService, 'current'>;
    trackOrder: (token: string) => Promise<TrackingResult>;
    deliveryPromise: (postcode: string, tonnes: number) => Promise<DeliveryPromise>;
    devClient: CreateDevClient | undefined;
  },
): Promise<void> {
  const { sessions } = ctx;
  return registerStorefront(ctx.app, {
    config: ctx.config,
    currentCustomer: async (request) => {
      const customerId = await sessions.optionalCustomer(request);
      return customerId === null ? null : uses.customers.current(customerId).catch(() => null);
    },
    regions: uses.regions,
    privacy: uses.privacy,
    deliveryTerms: uses.deliveryTerms,
    certificates: () => ctx.settings.certificates(),
    trackOrder: uses.trackOrder,
    deliveryPromise: uses.deliveryPromise,
    rateLimit: ctx.rateLimit,
    devClient: uses.devClient,
  });
}
