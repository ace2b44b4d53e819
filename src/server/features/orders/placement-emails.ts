import type { OutboxMessage, Outbox } from '../mail/outbox.ts';
import { newOrderNoticeEmail, orderConfirmationEmail } from '../mail/templates/order-emails.ts';
import type { TrackingLinks } from '../tracking/tracking-links.ts';
import type { OrderEvents, PlacedOrder } from './order-bus.ts';

/**
 * On order.placed: the customer's confirmation, with a fresh tracking link, and the business's
 * notice, queued in the order's transaction. The emails need no history events of their own:
 * the order's history reads them from the outbox.
 */
export function subscribePlacementEmails(
  events: OrderEvents,
  deps: { trackingLinks: TrackingLinks; outbox: Pick<Outbox, 'queue'> },
): void {
  events.on('order.placed', 'notices', async (tx, { placed }) => {
    const linked = await deps.trackingLinks.issue(
      tx,
      placed.map((item) => ({ ...item, orderId: item.order.id })),
    );
    await deps.outbox.queue(tx, linked.flatMap(emailsFor));
  });
}

function emailsFor(placed: PlacedOrder & { trackUrl: string }): OutboxMessage[] {
  const { order, confirmationWithheld, notifyAddress, payment, trackUrl } = placed;
  return [
    ...(confirmationWithheld ? [] : [orderConfirmationEmail(order, trackUrl, payment)]),
    newOrderNoticeEmail(order, notifyAddress, { confirmationWithheld }),
  ];
}
