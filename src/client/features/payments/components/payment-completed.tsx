import { CircleCheck } from 'lucide-react';

import { paymentMessages as msg } from '#client/features/payments/payment-messages.ts';

/** Spec section 4: what a paid order shows in place of Pay Now. */
export function PaymentCompleted() {
  return (
    <p
      data-testid="payment-completed"
      className="inline-flex items-center gap-1.5 rounded-full bg-forest-50 px-3 py-1 text-sm font-semibold text-forest-800 ring-1 ring-forest-200"
    >
      <CircleCheck aria-hidden className="size-4" />
      {msg.paid}
    </p>
  );
}
