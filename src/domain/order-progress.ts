// Which step of its way an order is at, and what the customer is told when it moves.
import type { DeliverySlot, DeliveryStatus } from './delivery-status.ts';

export interface ProgressOrder {
  status: 'pending' | 'confirmed' | 'cancelled';
  delivery: { status: DeliveryStatus; date: string | null; slot: DeliverySlot | null };
}

/**
 * The order's stage as one string: two orders at the same stage need no email between them.
 * A scheduled delivery's stage carries its date and slot, so a new date is a new stage.
 */
export function progressStage(order: ProgressOrder): string {
  if (order.status !== 'confirmed') return order.status;
  const { status, date, slot } = order.delivery;
  if (status === 'to_be_scheduled') return 'confirmed';
  if (status === 'scheduled') return `scheduled:${date ?? ''}:${slot ?? ''}`;
  return status;
}

export type ProgressEmail =
  'confirmed' | 'scheduled' | 'out_for_delivery' | 'delivered' | 'failed' | 'cancelled';

/**
 * The email for a move from stage `from` to stage `to`, or null: going back to pending says
 * nothing, and a delivery taken off the schedule is not a new confirmation.
 */
export function progressEmail(from: string, to: string): ProgressEmail | null {
  if (from === to || to === 'pending') return null;
  if (to === 'confirmed') return from === 'pending' || from === 'cancelled' ? 'confirmed' : null;
  if (to.startsWith('scheduled:')) return 'scheduled';
  return to as ProgressEmail;
}
