// Where a confirmed order's delivery stands, and which moves the back office may make.

export const DELIVERY_STATUSES = [
  'to_be_scheduled',
  'scheduled',
  'out_for_delivery',
  'delivered',
  'failed',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_SLOTS = ['am', 'pm'] as const;
export type DeliverySlot = (typeof DELIVERY_SLOTS)[number];

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  to_be_scheduled: 'To be scheduled',
  scheduled: 'Scheduled',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  failed: 'Delivery failed',
};

export const SLOT_LABELS: Record<DeliverySlot, string> = {
  am: 'morning (8am-12pm)',
  pm: 'afternoon (12pm-5pm)',
};

/**
 * The moves allowed from each status: one step forward, one step back (to put right a
 * mistake), a new date for a scheduled delivery, and rebooking after a failure. Nothing
 * skips a step: a delivery is never delivered straight from 'to be scheduled'.
 */
const MOVES: Record<DeliveryStatus, readonly DeliveryStatus[]> = {
  to_be_scheduled: ['scheduled'],
  scheduled: ['scheduled', 'out_for_delivery', 'to_be_scheduled'],
  out_for_delivery: ['delivered', 'failed', 'scheduled'],
  delivered: ['out_for_delivery'],
  failed: ['scheduled', 'to_be_scheduled', 'out_for_delivery'],
};

export function canMoveDelivery(from: DeliveryStatus, to: DeliveryStatus): boolean {
  return MOVES[from].includes(to);
}

/** The refusal for a move that is not allowed, or null when it is. */
export function deliveryMoveProblem(from: DeliveryStatus, to: DeliveryStatus): string | null {
  if (canMoveDelivery(from, to)) return null;
  return `A delivery cannot go from '${DELIVERY_STATUS_LABELS[from]}' to '${DELIVERY_STATUS_LABELS[to]}'`;
}

/** Statuses whose delivery is still to be planned or driven (the Deliveries tab's list). */
export const OPEN_DELIVERY_STATUSES: readonly DeliveryStatus[] = [
  'to_be_scheduled',
  'scheduled',
  'out_for_delivery',
  'failed',
];
