import type { Order } from '#shared/schemas/orders';
import { deliveryDetailRows } from '#shared/delivery-format';
import type { Block } from '#server/db/email-document';

/**
 * What the customer told us about reaching them; nothing when they said nothing. `booked`:
 * the email states the scheduled date, so it leaves out the booked day and the earliest date.
 */
export function deliveryDetailBlocks(order: Order, options: { booked?: boolean } = {}): Block[] {
  const rows = deliveryDetailRows(order.delivery, options);
  return rows.length > 0 ? [{ kind: 'table', title: 'Delivery details', rows }] : [];
}

/** The button to the order's tracking page, in every customer email about an order. */
export const trackingAction = (trackUrl: string): Block => ({
  kind: 'action',
  label: 'Track your order',
  url: trackUrl,
});
