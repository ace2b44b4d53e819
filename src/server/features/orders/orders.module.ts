import { orderAudit } from '#shared/api/orders-admin';
import type { ShopContext } from '#server/shop-context';
import type { CustomersService } from '../customers/customers.service.ts';
import type { DeliveryPromiseService } from '../delivery-rounds/delivery-promise.ts';
import type { InvoicesService } from '../invoices/invoices.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { RegionsService } from '../regions/regions.service.ts';
import type { TrackingLinks } from '../tracking/tracking-links.ts';
import {
  createCustomerOrderActions,
  subscribeCustomerCancelNotice,
} from './customer-order-actions.ts';
import { createDeliveryBilling } from './delivered-billing.ts';
import { createDeliveryMoveEvents } from './delivery-moves.ts';
import type { OrderBus } from './order-bus.ts';
import { registerCustomerOrderRoutes } from './customer-orders.routes.ts';
import { registerOrderOverviewRoutes } from './order-overview.routes.ts';
import { createOrderOverviewService } from './order-overview.service.ts';
import { registerOrderAdminRoutes } from './orders-admin.routes.ts';
import { createOrdersAdminService } from './orders-admin.service.ts';
import { registerOrderRoutes } from './orders.routes.ts';
import { createOrdersService } from './orders.service.ts';
import { subscribePlacementEmails } from './placement-emails.ts';

/**
 * Placing an order, the customer's own cancel, cancellation request and day move (decision
 * 040), and the back office's order list, view, edits, status moves and resends.
 */
export function ordersModule(
  ctx: ShopContext,
  uses: {
    regions: RegionsService;
    customers: CustomersService;
    customerExists: (customerId: number) => Promise<boolean>;
    trackingLinks: TrackingLinks;
    /** Read only: the order's documents and payments, and what an edit would do to them. */
    invoices: InvoicesService;
    payments: PaymentsService;
    deliveryPromise: DeliveryPromiseService;
    /** The orders feature's events: only this module emits them. */
    bus: OrderBus;
  },
) {
  ctx.audit.declare(orderAudit);
  const { db, transaction, settings, now, outbox, audit, metrics, implement } = ctx;
  const { customers, invoices, payments, trackingLinks } = uses;
  subscribePlacementEmails(ctx.orderEvents, { trackingLinks, outbox });
  subscribeCustomerCancelNotice(ctx.orderEvents, outbox);
  const orders = createOrdersService({
    db,
    transaction,
    regions: uses.regions,
    settings,
    now,
    bus: uses.bus,
    onOrdersPlaced: (count) => metrics.ordersPlaced.inc(count),
    createCounter: ctx.createCounter,
    onConfirmationWithheld: () => metrics.confirmationsWithheld.inc(),
    deliveryPromise: uses.deliveryPromise,
  });
  const ordersAdmin = createOrdersAdminService({
    db,
    transaction,
    settings,
    payments,
    invoices,
    customerExists: uses.customerExists,
    trackingLinks,
    now,
    outbox,
    audit,
    bus: uses.bus,
    deliveryPromise: uses.deliveryPromise,
    regions: uses.regions,
    customers,
  });
  const overview = createOrderOverviewService({ db, invoices, payments });
  registerOrderRoutes(ctx.app, {
    orders,
    customers,
    sessions: ctx.sessions,
    implement,
  });
  const customerActions = createCustomerOrderActions({
    db,
    transaction,
    now,
    settings,
    bus: uses.bus,
    orders: ordersAdmin,
  });
  registerCustomerOrderRoutes(ctx.app, { actions: customerActions, implement });
  ctx.admin((admin) => {
    registerOrderAdminRoutes(admin, { orders: ordersAdmin, implement });
    registerOrderOverviewRoutes(admin, { overview, implement });
  });
  return {
    orders,
    /** The deliveries feature's moves, told as order events (order.delivered). */
    deliveryMoves: createDeliveryMoveEvents(uses.bus),
    /** A drop's outcome re-bills the order, told as an edit (decision 045). */
    deliveryBilling: createDeliveryBilling(uses.bus),
    /**
     * A customer with a verified address adds the guest orders they choose, linked as the back
     * office links them (decision 031).
     */
    guestOrders: {
      list: ordersAdmin.guestOrdersWith.bind(ordersAdmin),
      link: ordersAdmin.linkGuestOrders.bind(ordersAdmin),
    },
  };
}
