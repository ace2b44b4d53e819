import { addWorkingDays, nationOf } from '#domain/delivery-calendar';
import {
  cancelRequestProblem,
  customerCancelProblem,
  customerDayMoveProblem,
  type CustomerOrderFacts,
} from '#domain/customer-order-actions';
import { ukDate } from '#domain/uk-date';
import type { Order } from '#shared/schemas/orders';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { customerOrderActionEmail } from '../mail/templates/customer-action-emails.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { OrderBus, OrderEvents } from './order-bus.ts';
import { toOrder } from './order-mapper.ts';
import type { OrderRow } from './order-row.ts';
import { ORDER_NOT_FOUND } from './order-not-found.ts';
import type { ChangeSource, OrdersAdminService } from './orders-admin.service.ts';
import { createOrdersAdminRepo } from './orders-admin.repo.ts';
import { createOrdersRepo } from './orders.repo.ts';

const factsOf = (row: OrderRow): CustomerOrderFacts => ({
  id: row.id,
  status: row.status,
  deliveryStatus: row.deliveryStatus,
  bookedDate: row.deliveryBookedDate,
  cancelRequestedAt: row.cancelRequestedAt,
});

/** Another customer's order is answered as no order at all: its number tells them nothing. */
const notFound = () => new AppError('not_found', ORDER_NOT_FOUND);
const refuse = (problem: string | null) => {
  if (problem !== null) throw new AppError('conflict', problem);
};

/**
 * What a signed-in customer does to their own order from the account (decision 040), each
 * through the back office's own path: the cancel is its status change, the day move its move
 * of the booking with the customer's notice. A confirmed order is only asked about: the
 * business sees the request and decides.
 */
export function createCustomerOrderActions(deps: {
  db: Database;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  now: () => Date;
  settings: Pick<SettingsService, 'newOrdersEmail' | 'get'>;
  bus: Pick<OrderBus, 'emit'>;
  orders: Pick<OrdersAdminService, 'cancelAsCustomer' | 'moveBookedDay'>;
}) {
  /** The customer's order, checked before any work (and again under the lock). */
  async function theirOrder(customerId: number, orderId: number): Promise<OrderRow> {
    const row = await createOrdersRepo(deps.db).findById(orderId);
    if (row?.customerId !== customerId) throw notFound();
    return row;
  }
  const owned = (customerId: number, row: OrderRow) => {
    if (row.customerId !== customerId) throw notFound();
  };

  return {
    /** Cancels an order not yet confirmed; cancelling a cancelled one changes nothing. */
    async cancel(customerId: number, orderId: number, who: ChangeSource): Promise<Order> {
      refuse(customerCancelProblem(factsOf(await theirOrder(customerId, orderId))));
      const order = await deps.orders.cancelAsCustomer(
        orderId,
        (current) => {
          owned(customerId, current);
          refuse(customerCancelProblem(factsOf(current)));
        },
        who,
      );
      who.log.info({ orderId }, 'order cancelled by the customer');
      return order;
    },

    /**
     * Records the customer's request to cancel a confirmed order in its history and tells it
     * (the business is emailed, the audit log records it); asking again answers the order as
     * it is, and tells nothing twice.
     */
    async requestCancel(customerId: number, orderId: number, who: ChangeSource): Promise<Order> {
      refuse(cancelRequestProblem(factsOf(await theirOrder(customerId, orderId))));
      const businessAddress = await deps.settings.newOrdersEmail();
      const order = await deps.transaction(async (tx) => {
        const repo = createOrdersAdminRepo(tx);
        const current = await repo.lockById(orderId);
        if (!current) throw notFound();
        owned(customerId, current);
        refuse(cancelRequestProblem(factsOf(current)));
        if (current.cancelRequestedAt !== null) return toOrder(current);
        const at = deps.now();
        const row = await repo.update(orderId, { cancelRequestedAt: at }, at);
        if (!row) throw notFound();
        await createOrdersRepo(tx).addEvents([
          { orderId, actor: 'customer', type: 'cancel_requested', createdAt: at },
        ]);
        const asked = toOrder(row);
        await deps.bus.emit(tx, 'order.cancel-requested', {
          order: asked,
          source: who.source,
          at,
          notifyAddress: businessAddress,
        });
        return asked;
      });
      who.log.info({ orderId }, 'order cancellation requested by the customer');
      return order;
    },

    /**
     * Moves the order's booked day to another day of its round with room, where both days
     * leave the lead time's notice (decision 035's rule for the business's moves, and
     * checkout's for the new day).
     */
    async moveDay(
      customerId: number,
      orderId: number,
      date: string,
      who: ChangeSource,
    ): Promise<Order> {
      const workingDays = Number(await deps.settings.get('delivery_lead_working_days'));
      const today = ukDate(deps.now());
      const check = (current: OrderRow) => {
        const from = addWorkingDays(today, workingDays, nationOf(current.postcode));
        refuse(customerDayMoveProblem(factsOf(current), date, { from, workingDays }));
      };
      return deps.orders.moveBookedDay(orderId, date, who, { customerId, check });
    },
  };
}

export type CustomerOrderActions = ReturnType<typeof createCustomerOrderActions>;

/**
 * On order.cancelled by the customer: the business hears of it, with the order as the
 * change's earlier subscribers left it (its payment flags), in the same transaction.
 */
export function subscribeCustomerCancelNotice(
  events: OrderEvents,
  outbox: Pick<Outbox, 'queue'>,
): void {
  events.on('order.cancelled', 'notices', async (tx, { orderId, actor, notifyAddress }) => {
    if (actor !== 'customer') return;
    const row = await createOrdersRepo(tx).findById(orderId);
    if (!row) throw notFound();
    await outbox.queue(tx, [customerOrderActionEmail(toOrder(row), 'cancelled', notifyAddress)]);
  });
  // On order.cancel-requested: the business hears that the customer asks.
  events.on('order.cancel-requested', 'notices', async (tx, { order, notifyAddress }) => {
    await outbox.queue(tx, [customerOrderActionEmail(order, 'asked', notifyAddress)]);
  });
}
