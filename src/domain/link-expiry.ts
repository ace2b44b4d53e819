// When the tracking and invoice links in an order's emails stop working.
import type { DeliveryStatus } from './delivery-status.ts';

/** The back office's setting: days after delivery (or cancellation) that links keep working. */
export const LINK_EXPIRY_DAYS = { fallback: 90, min: 7, max: 730 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LinkedOrder {
  status: 'pending' | 'confirmed' | 'cancelled';
  deliveryStatus: DeliveryStatus;
  /** When the delivery was last marked delivered, or null. */
  deliveredAt: Date | null;
  /** When the order was last cancelled, or null. */
  cancelledAt: Date | null;
}

/**
 * The moment the order's links stop working, or null while they have no end: an order still
 * on its way keeps them, however long that takes. A cancelled order's links run from the
 * cancellation, so a customer can still fetch its credit note for as long as an invoice's.
 * An order whose ending left no record (data from before the history was kept) keeps them too:
 * refusing a customer's link on a guess is worse than honouring it.
 */
export function linksExpireAt(order: LinkedOrder, days: number): Date | null {
  const endedAt =
    order.status === 'cancelled'
      ? order.cancelledAt
      : order.status === 'confirmed' && order.deliveryStatus === 'delivered'
        ? order.deliveredAt
        : null;
  return endedAt ? new Date(endedAt.getTime() + days * DAY_MS) : null;
}

export function linksExpired(order: LinkedOrder, days: number, now: Date): boolean {
  const expiresAt = linksExpireAt(order, days);
  return expiresAt !== null && now.getTime() >= expiresAt.getTime();
}
