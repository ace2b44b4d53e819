// An order's journey as the customer sees it: placed, confirmed, scheduled, out, delivered.
import type { DeliverySlot, DeliveryStatus } from './delivery-status.ts';

export type TimelineStepKey =
  'placed' | 'confirmed' | 'scheduled' | 'out_for_delivery' | 'delivered' | 'failed' | 'cancelled';

export interface TimelineStep {
  key: TimelineStepKey;
  /** Reached already (true), or still to come. */
  done: boolean;
  /** When it was reached, when known (ISO). */
  at: string | null;
  /** The scheduled date and slot, on the 'scheduled' step. */
  date: string | null;
  slot: DeliverySlot | null;
  /** Why a delivery failed, on the 'failed' step. */
  reason: string | null;
}

export interface TimelineOrder {
  createdAt: string;
  status: 'pending' | 'confirmed' | 'cancelled';
  delivery: {
    status: DeliveryStatus;
    date: string | null;
    slot: DeliverySlot | null;
    failureReason: string | null;
  };
}

const REACHED_BY: Record<DeliveryStatus, number> = {
  to_be_scheduled: 0,
  scheduled: 1,
  out_for_delivery: 2,
  failed: 3,
  delivered: 3,
};

/**
 * The steps of an order's timeline. `reachedAt` gives the time each step was last reached,
 * where the history knows it; the placed step always has the order's own time.
 */
export function orderTimeline(
  order: TimelineOrder,
  reachedAt: Partial<Record<TimelineStepKey, string>> = {},
): TimelineStep[] {
  const step = (key: TimelineStepKey, done: boolean, extra: Partial<TimelineStep> = {}) => ({
    key,
    done,
    at: done ? (reachedAt[key] ?? null) : null,
    date: null,
    slot: null,
    reason: null,
    ...extra,
  });
  const placed = { ...step('placed', true), at: order.createdAt };
  if (order.status === 'cancelled') return [placed, step('cancelled', true)];
  const confirmed = order.status === 'confirmed';
  const { delivery } = order;
  const reached = confirmed ? REACHED_BY[delivery.status] : -1;
  const scheduled = step('scheduled', reached >= 1, {
    date: reached >= 1 ? delivery.date : null,
    slot: reached >= 1 ? delivery.slot : null,
  });
  const last =
    delivery.status === 'failed' && confirmed
      ? step('failed', true, { reason: delivery.failureReason })
      : step('delivered', reached >= 3);
  return [
    placed,
    step('confirmed', confirmed),
    scheduled,
    step('out_for_delivery', reached >= 2),
    last,
  ];
}
