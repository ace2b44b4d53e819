import type { ShopContext } from '#server/shop-context';
import type { DeliveryPromiseService } from '../delivery-rounds/delivery-promise.ts';
import type { InvoicesService } from '../invoices/invoices.service.ts';
import type { TrackingLinks } from '../tracking/tracking-links.ts';
import { registerDeliveryAdminRoutes, registerDeliveryRoutes } from './deliveries.routes.ts';
import { createDeliveriesService } from './deliveries.service.ts';
import { createProgressNotices } from './progress-notices.ts';

/**
 * Delivery dates at checkout, the back office's planning and status moves, and the held
 * progress emails that order edits also send.
 */
export function deliveriesModule(
  ctx: ShopContext,
  uses: {
    trackingLinks: TrackingLinks;
    deliveryPromise: DeliveryPromiseService;
    invoices: Pick<InvoicesService, 'mailedAs'>;
  },
) {
  const { db, transaction, settings, now, audit, route } = ctx;
  const progressNotices = createProgressNotices({
    outbox: ctx.outbox,
    trackingLinks: uses.trackingLinks,
    paymentSetup: () => settings.paymentSetup(),
    documents: uses.invoices,
  });
  const deliveries = createDeliveriesService({
    db,
    transaction,
    settings,
    progressNotices,
    now,
    audit,
    deliveryPromise: uses.deliveryPromise,
  });
  registerDeliveryRoutes(ctx.app, { deliveries, route });
  ctx.admin((admin) => registerDeliveryAdminRoutes(admin, { deliveries, route }));
  return { progressNotices };
}
