import type { ShopContext } from '#server/shop-context';
import type { orderLinksModule } from '../order-links/order-links.module.ts';
import { createTrackingLinks } from './tracking-links.ts';
import { registerTrackingRoutes } from './tracking.routes.ts';
import { createTrackingService } from './tracking.service.ts';

/** Tracking links for order emails and the order timeline behind `/track/<token>`. */
export function trackingModule(
  ctx: ShopContext,
  uses: { orderLinks: ReturnType<typeof orderLinksModule> },
) {
  const { orderLinks, linkVersions } = uses.orderLinks;
  const trackingLinks = createTrackingLinks({
    publicUrl: ctx.config.publicUrl,
    now: ctx.now,
    linkVersions,
  });
  const tracking = createTrackingService({ db: ctx.db, links: orderLinks });
  registerTrackingRoutes(ctx.app, { tracking, rateLimit: ctx.rateLimit });
  return { trackingLinks, tracking };
}
