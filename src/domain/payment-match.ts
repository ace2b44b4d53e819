/**
 * What a completed payment does to its order. A payment pays the order only when it was made
 * for the order as it stands: the amount due to the penny (its total less money already held), an order still wanted, an attempt
 * the shop has not withdrawn, and no other payment already covering it. Anything else is money
 * received that the business must put right (refund it, or collect the rest).
 */
export const PAYMENT_ISSUES = ['refund_due', 'balance_due'] as const;
export type PaymentIssue = (typeof PAYMENT_ISSUES)[number];

export type PaymentMatch = 'pays_order' | PaymentIssue;

export interface CompletedPayment {
  orderStatus: 'pending' | 'confirmed' | 'cancelled';
  /** What the order asked for before this payment: its total less money it already holds. */
  amountDuePence: number;
  /** What the provider collected for this attempt. */
  amountPence: number;
  /** The shop withdrew the attempt (the order changed after it was made). */
  voided: boolean;
  /** Another payment has already paid the order. */
  orderPaid: boolean;
}

export function matchPayment(payment: CompletedPayment): PaymentMatch {
  if (payment.orderStatus === 'cancelled' || payment.orderPaid) return 'refund_due';
  if (payment.amountPence < payment.amountDuePence) return 'balance_due';
  if (payment.amountPence > payment.amountDuePence) return 'refund_due';
  // The right amount, but the customer was told this payment was cancelled and asked to pay
  // again: they may well pay twice, so it is handed back rather than counted.
  return payment.voided ? 'refund_due' : 'pays_order';
}

/**
 * The order's issue after a payment completes. A refund outweighs a balance: money received
 * on top of a paid order must go back. A payment of exactly the balance due settles it (a part
 * payment followed by a full one is more than was due, so it is matched as a refund).
 */
export function nextPaymentIssue(
  current: PaymentIssue | null,
  match: PaymentMatch,
): PaymentIssue | null {
  if (match === 'refund_due') return 'refund_due';
  if (match === 'balance_due') return current ?? 'balance_due';
  return current === 'balance_due' ? null : current;
}

/** An open attempt may be handed out again only for exactly the amount now due. */
export function attemptStillFits(
  attempt: { amountPence: number; voided: boolean },
  totalPence: number,
) {
  return !attempt.voided && attempt.amountPence === totalPence;
}
