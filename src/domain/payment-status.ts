/** Payment status of an order and of each payment attempt (spec section 4). */
export const PAYMENT_STATUSES = [
  'pending',
  'processing',
  'completed',
  'failed',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

// Where an attempt may go next. Completed and failed are final for an attempt (a failed
// payment is retried as a new attempt); only a completed payment can be refunded.
const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['processing', 'completed', 'failed'],
  processing: ['completed', 'failed'],
  completed: ['refunded'],
  failed: [],
  refunded: [],
};

/**
 * The status an attempt moves to when the provider reports `reported`: status only moves
 * forward, so a late or repeated notice never undoes a completed payment.
 */
export function nextPaymentStatus(
  current: PaymentStatus,
  reported: PaymentStatus | null,
): PaymentStatus {
  if (reported === null || reported === current) return current;
  return NEXT[current].includes(reported) ? reported : current;
}

/** An attempt still waiting for the customer or the bank, so worth asking about again. */
export function isPaymentOpen(status: PaymentStatus): boolean {
  return status === 'pending' || status === 'processing';
}
