import { ukDate } from '#domain/uk-date';
import { bookedTonnesLookup } from '#domain/delivery-rounds';
import { CACHE_TTL_MS } from '#server/lib/change-notices';
import { createRefreshingCache } from '#server/lib/refreshing-cache';
import { deliveryAudit } from '#shared/api/delivery-rounds-admin';
import type { ShopContext } from '#server/shop-context';
import { createDeliveryPromise } from './delivery-promise.ts';
import { registerDeliveryRoundsAdminRoutes } from './delivery-rounds.routes.ts';
import { createDeliveryRoundsRepo } from './delivery-rounds.repo.ts';
import { createDeliveryRoundsService } from './delivery-rounds.service.ts';

const BOOKINGS_TTL_MS = 5_000;

/**
 * Delivery rounds as data: the back office's rounds and closed days, and from them the days
 * offered to customers and the booking of one with an order.
 */
export function deliveryRoundsModule(ctx: ShopContext) {
  ctx.audit.declare(deliveryAudit);
  const { db, transaction, audit, now, implement, settings } = ctx;
  // Held in memory like the regions: every price check reads them.
  const cached = createRefreshingCache(
    async () => {
      const repo = createDeliveryRoundsRepo(db);
      const [rounds, closedDays] = await Promise.all([repo.listRounds(), repo.listClosedDays()]);
      return { rounds, closedDays };
    },
    {
      ttlMs: CACHE_TTL_MS,
      now,
      onRefreshError: (error) => ctx.log.error({ err: error }, 'delivery rounds refresh failed'),
    },
  );
  ctx.notices.subscribe('delivery-rounds', () => cached.invalidate());
  const rounds = createDeliveryRoundsService({
    db,
    transaction,
    audit,
    now,
    changed: () => {
      cached.invalidate();
      void ctx.notices.publish('delivery-rounds');
    },
  });
  // Another server's bookings show here within seconds: the price check's date is a guide,
  // and every booking is checked afresh.
  const bookings = createRefreshingCache(
    async () =>
      bookedTonnesLookup(await createDeliveryRoundsRepo(db).bookedTonnes({ from: ukDate(now()) })),
    {
      ttlMs: BOOKINGS_TTL_MS,
      now,
      onRefreshError: (error) => ctx.log.error({ err: error }, 'booked tonnes refresh failed'),
    },
  );
  const deliveryPromise = createDeliveryPromise({
    db,
    now,
    rounds: cached,
    bookings,
    leadTimeWorkingDays: async () => Number(await settings.get('delivery_lead_working_days')),
  });
  ctx.admin((admin) => registerDeliveryRoundsAdminRoutes(admin, { rounds, implement }));
  return { deliveryRounds: { list: () => rounds.list() }, deliveryPromise };
}
