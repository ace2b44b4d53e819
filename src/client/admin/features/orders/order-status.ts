import type { PaymentIssue } from '#domain/payment-match';
import type { OrderStatus, PaymentStatus } from '#shared/schemas/orders';
import type { BadgeTone } from '#client/admin/components/badge.tsx';

export const ORDER_STATUS_DOTS: Record<OrderStatus, string> = {
  pending: 'bg-amber-500',
  confirmed: 'bg-forest-600',
  cancelled: 'bg-red-600',
};

export const PAYMENT_STATUS_TONES: Record<PaymentStatus, BadgeTone> = {
  pending: 'neutral',
  processing: 'info',
  completed: 'success',
  failed: 'danger',
  refunded: 'warning',
};

/** Money received that did not pay the order as it stands: what the business must do. */
export const PAYMENT_ISSUE_LABELS: Record<PaymentIssue, string> = {
  refund_due: 'Refund due',
  balance_due: 'Balance due',
};
