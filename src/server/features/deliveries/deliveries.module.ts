import type { ShopContext } from '#server/shop-context';
import type { DeliveryPromiseService } from '../delivery-rounds/delivery-promise.ts';
import type { InvoicesService } from '../invoices/invoices.service.ts';
import type { DeliveryBilling } from '../orders/delivered-billing.ts';
import type { DeliveryMoveEvents } from '../orders/delivery-moves.ts';
import type { TrackingLinks } from '../tracking/tracking-links.ts';
import { registerDeliveryAdminRoutes, registerDeliveryRoutes } from './deliveries.routes.ts';
import { createDeliveriesService } from './deliveries.service.ts';
import { createDeliveryNotes } from './delivery-notes.ts';
import { createDeliveryOutcomes } from './delivery-outcomes.service.ts';
import { subscribeOrderChangeNotices } from './order-change-notices.ts';
import { createProgressNotices } from './progress-notices.ts';

/**
 * Delivery dates at checkout, the back office's planning and status moves, and the held
 * progress emails that the orders feature's changes also send (through its events).
 */
export function deliveriesModule(
  ctx: ShopContext,
  uses: {
    trackingLinks: TrackingLinks;
    deliveryPromise: DeliveryPromiseService;
    invoices: Pick<InvoicesService, 'mailedAs'>;
    /** Tells the shop of each move (a delivery made is order.delivered). */
    deliveryMoves: DeliveryMoveEvents;
    /** Re-bills an order for what its drop came to (decision 045). */
    deliveryBilling: DeliveryBilling;
  },
) {
  const { db, transaction, settings, now, implement } = ctx;
  const notes = createDeliveryNotes({ settings });
  const progressNotices = createProgressNotices({
    outbox: ctx.outbox,
    trackingLinks: uses.trackingLinks,
    paymentSetup: () => settings.paymentSetup(),
    documents: uses.invoices,
    deliveredDrop: notes.deliveredDrop,
  });
  subscribeOrderChangeNotices(ctx.orderEvents, {
    progressNotices,
    trackingLinks: uses.trackingLinks,
    outbox: ctx.outbox,
  });
  const deliveries = createDeliveriesService({
    db,
    transaction,
    settings,
    now,
    deliveryPromise: uses.deliveryPromise,
    deliveryMoves: uses.deliveryMoves,
  });
  const outcomes = createDeliveryOutcomes({
    db,
    transaction,
    settings,
    now,
    deliveryPromise: uses.deliveryPromise,
    deliveryMoves: uses.deliveryMoves,
    deliveryBilling: uses.deliveryBilling,
  });
  registerDeliveryRoutes(ctx.app, { deliveries, notes, db, implement });
  ctx.admin((admin) =>
    registerDeliveryAdminRoutes(admin, { deliveries, outcomes, notes, db, implement }),
  );
}
