import { CACHE_TTL_MS } from '#server/lib/change-notices';
import { regionAudit } from '#shared/api/regions-admin';
import type { ShopContext } from '#server/shop-context';
import type { CustomersService } from '../customers/customers.service.ts';
import type { DeliveryPromiseService } from '../delivery-rounds/delivery-promise.ts';
import { createRegionDirectory } from './region-directory.ts';
import { registerRegionAdminRoutes } from './regions-admin.routes.ts';
import { createRegionsAdminService } from './regions-admin.service.ts';
import { createRegionsRepo } from './regions.repo.ts';
import { registerRegionRoutes } from './regions.routes.ts';
import { createRegionsService } from './regions.service.ts';

/** Regions and prices: the public postcode checks and the back office's Regions tab. */
export function regionsModule(
  ctx: ShopContext,
  uses: {
    deliveryPromise: Pick<DeliveryPromiseService, 'promise'>;
    customers: Pick<CustomersService, 'orderingCustomer'>;
  },
) {
  ctx.audit.declare(regionAudit);
  const { db, audit, now, implement } = ctx;
  // One directory for the storefront and the back office, so an admin change shows at once.
  const regionDirectory = createRegionDirectory(createRegionsRepo(db), {
    ttlMs: CACHE_TTL_MS,
    now,
    onRefreshError: (error) => ctx.log.error({ err: error }, 'region cache refresh failed'),
  });
  ctx.notices.subscribe('regions', () => regionDirectory.invalidate());
  const regions = createRegionsService(regionDirectory);
  const regionsAdmin = createRegionsAdminService({
    db,
    audit,
    changed: () => {
      regionDirectory.invalidate();
      void ctx.notices.publish('regions');
    },
    now,
  });
  registerRegionRoutes(ctx.app, {
    regions,
    deliveryPromise: uses.deliveryPromise,
    // A price check prices for the session's customer only, as placing the order does.
    quotingCustomer: async (request) => {
      const customerId = await ctx.sessions.optionalCustomer(request);
      return customerId === null ? null : uses.customers.orderingCustomer(customerId);
    },
    now,
    implement,
  });
  ctx.admin((admin) => registerRegionAdminRoutes(admin, { regions: regionsAdmin, implement }));
  return { regions };
}
