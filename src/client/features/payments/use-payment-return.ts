import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from 'wouter';

import { toast } from '#client/components/ui/use-toast.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import {
  paymentReturnOutcome,
  paymentReturnToast,
  withoutPaymentReturn,
} from '#client/features/payments/payment-return.ts';

/**
 * Handles /account?payment=<status>, where the payment page sends the customer back: once the
 * customer is known, says how the payment went, reads the orders afresh and takes the outcome
 * out of the address. Answers the outcome found on arrival (null when there was none), so the
 * account can open on the order history.
 */
export function usePaymentReturn(signedIn: boolean): string | null {
  const queryClient = useQueryClient();
  // Read once: the address loses the outcome as soon as it has been announced. Through the
  // router, so the server renders the page with the same outcome.
  const search = useSearch();
  const [outcome] = useState(() => paymentReturnOutcome(search));

  useEffect(() => {
    if (!outcome || !signedIn) return;
    if (paymentReturnOutcome(window.location.search) !== outcome) return;
    toast(paymentReturnToast(outcome));
    void queryClient.invalidateQueries({ queryKey: queryKeys.customer.orders() });
    window.history.replaceState(
      window.history.state,
      '',
      withoutPaymentReturn(window.location.href),
    );
  }, [outcome, signedIn, queryClient]);

  return outcome;
}
