import type { Database } from '#server/db/client';
import type { Outbox } from '../mail/outbox.ts';
import { deliveryDayMovedEmail } from '../mail/templates/delivery-emails.ts';
import type { OrderEvents } from '../orders/order-bus.ts';
import { toOrder } from '../orders/order-mapper.ts';
import { orderRecords } from '../orders/order-records.ts';
import type { TrackingLinks } from '../tracking/tracking-links.ts';
import type { ProgressNotices } from './progress-notices.ts';

/**
 * The customer's emails of the orders feature's changes (order events, `notices` stage): a
 * change's progress email carrying the documents it issued (or those documents in emails of
 * their own), the deliveries moved on the board, and a moved day's email with a fresh
 * tracking link.
 */
export function subscribeOrderChangeNotices(
  events: OrderEvents,
  deps: {
    progressNotices: ProgressNotices;
    trackingLinks: TrackingLinks;
    outbox: Pick<Outbox, 'queue'>;
  },
): void {
  for (const name of ['order.status-changed', 'order.edited', 'order.customer-linked'] as const) {
    events.on(name, 'notices', async (tx: Database, { orderId, before, at, reactions }) => {
      // As the earlier stages left it: the ledger's payment flags are part of what it tells.
      const after = await orderRecords(tx).findById(orderId);
      if (!after) throw new Error(`Order ${orderId} vanished while it changed`);
      await deps.progressNotices.changed(
        tx,
        [{ before: toOrder(before), after: toOrder(after), invoices: reactions.documents }],
        at,
      );
    });
  }
  events.on('order.delivery-changed', 'notices', (tx, { moves, at }) =>
    deps.progressNotices.changed(
      tx,
      moves.map(({ before, after }) => ({ before: toOrder(before), after: toOrder(after) })),
      at,
    ),
  );
  events.on('order.day-moved', 'notices', async (tx, { order, from, to, byCustomer }) => {
    const [linked] = await deps.trackingLinks.issue(tx, [{ orderId: order.id }]);
    if (!linked) throw new Error('No tracking link was issued');
    const moved = { ...order, delivery: { ...order.delivery, bookedDate: to } };
    await deps.outbox.queue(tx, [
      deliveryDayMovedEmail(moved, from, linked.trackUrl, { byCustomer }),
    ]);
  });
}
