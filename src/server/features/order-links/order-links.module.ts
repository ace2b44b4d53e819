import type { Database } from '#server/db/client';
import type { ShopContext } from '#server/shop-context';
import { createOrderLinksRepo } from './order-links.repo.ts';
import { registerOrderLinksAdminRoutes } from './order-links.routes.ts';
import { createOrderLinksService } from './order-links.service.ts';

/** Expiry and revocation of the links in order emails, and the back office's controls. */
export function orderLinksModule(ctx: ShopContext) {
  const { db, transaction, settings, now, audit, implement } = ctx;
  const orderLinks = createOrderLinksService({ db, transaction, settings, now, audit });
  ctx.admin((admin) => registerOrderLinksAdminRoutes(admin, { links: orderLinks, implement }));
  return {
    orderLinks,
    /** Each order's link version, stamped on new links so that revoking ends them. */
    linkVersions: (tx: Database, orderIds: number[]) => createOrderLinksRepo(tx).versions(orderIds),
  };
}
