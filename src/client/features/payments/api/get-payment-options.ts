import { queryOptions, useQuery } from '@tanstack/react-query';

import { DEFAULT_PAYMENT_TERMS_DAYS, type PaymentSetup } from '#shared/how-to-pay';
import * as endpoints from '#shared/api/payment-options';
import { call } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** The bank account for transfers and the ways to pay offered. */
export function getPaymentOptions(): Promise<PaymentSetup> {
  return call(endpoints.paymentOptions);
}

export const paymentOptionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.payments.options(), queryFn: getPaymentOptions });

/**
 * Without an answer, customers are told bank transfer only and asked to call or email for
 * the details: nothing is offered that the business may not take.
 */
export const UNKNOWN_PAYMENT_OPTIONS: PaymentSetup = {
  bankDetails: null,
  onlinePayments: false,
  cashOnDelivery: false,
  card: false,
  termsDays: DEFAULT_PAYMENT_TERMS_DAYS,
};

/** How the business takes payment; undefined while it loads, the cautious default on failure. */
export function usePaymentOptions(): PaymentSetup | undefined {
  const query = useQuery(paymentOptionsQueryOptions());
  if (query.isError) return UNKNOWN_PAYMENT_OPTIONS;
  return query.data;
}
