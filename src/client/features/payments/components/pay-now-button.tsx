import { CreditCard, LoaderCircle } from 'lucide-react';

import { formatGBP, parsePounds } from '#domain/money';

import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useCreatePayment } from '#client/features/payments/api/create-payment.ts';
import { openPaymentPage } from '#client/features/payments/open-payment-page.ts';
import {
  paymentFailureMessage,
  paymentFailureToast,
} from '#client/features/payments/payment-failure.ts';
import { paymentMessages as msg } from '#client/features/payments/payment-messages.ts';
import { useRefreshOrdersOnReturn } from '#client/features/payments/use-refresh-orders-on-return.ts';

/** '3087.00' as '£3,087.00'; an amount the shop did not write is shown as it came. */
function formatPounds(amount: string): string {
  try {
    return formatGBP(parsePounds(amount));
  } catch {
    return `£${amount}`;
  }
}

/** Spec section 4: starts paying one order and opens the provider's page in a new tab. */
export function PayNowButton({ orderId }: { orderId: number }) {
  const payment = useCreatePayment();
  const refreshOrdersOnReturn = useRefreshOrdersOnReturn();
  const busy = payment.isPending;

  function onPay(): void {
    if (busy) return;
    payment.mutate(orderId, {
      onSuccess: ({ paymentUrl, amount }) => {
        if (openPaymentPage(paymentUrl) === 'same-tab') return;
        refreshOrdersOnReturn();
        toast({
          title: msg.createdTitle,
          description: msg.created(formatPounds(amount)),
          variant: 'success',
        });
      },
      onError: (err) =>
        toast({ ...paymentFailureToast(paymentFailureMessage(err)), variant: 'destructive' }),
    });
  }

  // aria-disabled rather than disabled while busy: a disabled button drops keyboard focus.
  // Compact beside the order details, but a full 44 px touch target on phones.
  return (
    <Button
      size="sm"
      onClick={onPay}
      aria-disabled={busy}
      aria-busy={busy}
      aria-label={`${msg.payNow} for order #${orderId}`}
      className="aria-disabled:cursor-wait aria-disabled:opacity-70 max-sm:h-11 max-sm:px-4"
    >
      {busy ? (
        <LoaderCircle aria-hidden className="size-4 animate-spin" />
      ) : (
        <CreditCard aria-hidden className="size-4" />
      )}
      {msg.payNow}
    </Button>
  );
}
