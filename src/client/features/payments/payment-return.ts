import type { ToastInput } from '#client/components/ui/use-toast.ts';
import { paymentMessages as msg } from '#client/features/payments/payment-messages.ts';

/**
 * The server sends the customer back from the payment page to /account?payment=<status>,
 * where status is the attempt's payment status or 'unknown' when it could not be read.
 */
export const PAYMENT_RETURN_PARAM = 'payment';

/** The outcome named in the address, if the customer has just come back from paying. */
export function paymentReturnOutcome(search: string): string | null {
  const outcome = new URLSearchParams(search).get(PAYMENT_RETURN_PARAM)?.trim();
  return outcome ? outcome : null;
}

/** The same address without the outcome, so a reload or a bookmark does not announce it again. */
export function withoutPaymentReturn(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(PAYMENT_RETURN_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** What the customer is told on coming back, by the status the server read from the provider. */
export function paymentReturnToast(outcome: string): ToastInput {
  switch (outcome) {
    case 'completed':
      return {
        title: msg.returnCompletedTitle,
        description: msg.returnCompleted,
        variant: 'success',
      };
    case 'failed':
      return {
        title: msg.returnFailedTitle,
        description: msg.returnFailed,
        variant: 'destructive',
      };
    case 'pending':
    case 'processing':
      return { title: msg.returnOpenTitle, description: msg.returnOpen };
    default:
      return { title: msg.returnUnknownTitle, description: msg.returnUnknown };
  }
}
