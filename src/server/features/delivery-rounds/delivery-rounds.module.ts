import type { ShopContext } from '#server/shop-context';
import { registerDeliveryRoundsAdminRoutes } from './delivery-rounds.routes.ts';
import { createDeliveryRoundsService } from './delivery-rounds.service.ts';

/**
 * Delivery rounds as data: the back office's rounds and closed days. It answers the rounds to
 * the features that will offer delivery dates from them.
 */
export function deliveryRoundsModule(ctx: ShopContext) {
  const { db, transaction, audit, now, route } = ctx;
  const rounds = createDeliveryRoundsService({ db, transaction, audit, now });
  ctx.admin((admin) => registerDeliveryRoundsAdminRoutes(admin, { rounds, route }));
  return { deliveryRounds: { list: () => rounds.list() } };
}
