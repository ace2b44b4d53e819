import type { ShopContext } from '#server/shop-context';
import type { OrderLinksService } from '../order-links/order-links.service.ts';
import { createTrackingLinks } from './tracking-links.ts';
import { registerTrackingRoutes } from './tracking.routes.ts';
import { createTrackingService } from './tracking.service.ts';

/** Tracking links for order emails and the order timeline behind `/track/<token>`. */
export function trackingModule(
  ctx: ShopContext,
  uses: {
    orderLinks: Pick<OrderLinksService, 'standing'>;
    linkVersions: Parameters<typeof createTrackingLinks>[0]['linkVersions'];
  },
) {
  const { orderLinks, linkVersions } = uses;
  const trackingLinks = createTrackingLinks({
    publicUrl: ctx.config.publicUrl,
    now: ctx.now,
    linkVersions,
  });
  const tracking = createTrackingService({ db: ctx.db, links: orderLinks });
  registerTrackingRoutes(ctx.app, { tracking, implement: ctx.implement });
  return { trackingLinks, tracking };
}
