import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';

import * as endpoints from '#shared/api/customers';
import { reorderFromOf } from '#shared/reorder-link';
import type { Order } from '#shared/schemas/orders';
import { call } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type {
  CheckoutFormInput,
  CheckoutFormValues,
} from '#client/features/checkout/checkout-schema.ts';

/** The order's delivery address and details as the checkout form's fields (never its day). */
export function reorderFields(order: Order): Partial<CheckoutFormInput> {
  const { delivery } = order;
  return {
    phone: order.phone,
    addressLine1: order.addressLine1,
    addressLine2: order.addressLine2 ?? '',
    city: order.city,
    postcode: order.postcode,
    deliveryForm: delivery.form ?? '',
    lorryLimit: delivery.lorryLimit ?? '',
    hoseMetres: delivery.hoseMetres === null ? '' : String(delivery.hoseMetres),
    accessNotes: delivery.accessNotes ?? '',
  };
}

/**
 * 'Order again' from the account (`/checkout?from=<id>`): the whole delivery address and the
 * lorry's access of that order fill the form, over the profile's. The order is looked up among
 * the customer's own, as the server lists them: another id fills nothing.
 */
export function useReorderPrefill(
  form: UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>,
  signedIn: boolean,
): void {
  const fromOrderId = typeof window === 'undefined' ? null : reorderFromOf(window.location.search);
  const orders = useQuery({
    queryKey: queryKeys.customer.orders(),
    queryFn: () => call(endpoints.customerOrders),
    enabled: signedIn && fromOrderId !== null,
  });
  const order = orders.data?.find((candidate) => candidate.id === fromOrderId);
  useEffect(() => {
    if (!order) return;
    for (const [name, value] of Object.entries(reorderFields(order))) {
      form.setValue(name as keyof CheckoutFormInput, value, { shouldDirty: true });
    }
  }, [order, form]);
}
