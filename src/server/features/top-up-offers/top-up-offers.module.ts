import type { ShopContext } from '#server/shop-context';
import type { CustomersService } from '../customers/customers.service.ts';
import type { DeliveryPromiseService } from '../delivery-rounds/delivery-promise.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { registerTopUpOfferPage, registerTopUpOffersAdminRoutes } from './top-up-offers.routes.ts';
import { createTopUpOffersRepo } from './top-up-offers.repo.ts';
import { createTopUpOffersService } from './top-up-offers.service.ts';

/** Offers go on the day they are due; within the hour is soon enough. */
const TOP_UP_OFFERS_EVERY_MS = 60 * 60_000;

/** Top-up offers: the back office's offers, their link's page, and the job that sends them. */
export async function topUpOffersModule(
  ctx: ShopContext,
  uses: {
    deliveryPromise: DeliveryPromiseService;
    orders: Pick<OrdersService, 'placeOrder'>;
    customers: Pick<CustomersService, 'orderingCustomer'>;
  },
) {
  const offers = createTopUpOffersService({
    db: ctx.db,
    transaction: ctx.transaction,
    now: ctx.now,
    log: ctx.log,
    audit: ctx.audit,
    settings: ctx.settings,
    consent: ctx.marketing.consent,
    outbox: ctx.outbox,
    deliveryPromise: uses.deliveryPromise,
    orders: uses.orders,
    customers: uses.customers,
    publicUrl: ctx.config.publicUrl,
  });
  // The offer keeps the order its recipient's acceptance placed, in the order's transaction.
  ctx.orderEvents.on('order.placed', 'records', async (tx, { placed }) => {
    for (const { order, offerRecipientId } of placed) {
      if (offerRecipientId !== null) {
        await createTopUpOffersRepo(tx).recordAccepted(offerRecipientId, order.id);
      }
    }
  });
  ctx.admin((admin) => registerTopUpOffersAdminRoutes(admin, { offers, implement: ctx.implement }));
  await registerTopUpOfferPage(ctx.app, { offers, rateLimit: ctx.rateLimit });
  // Emails the offers whose day is near enough, each once (decision 027).
  ctx.jobs.every({ name: 'top-up-offers', everyMs: TOP_UP_OFFERS_EVERY_MS, run: offers.sendDue });
}
