import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { VatRate } from '#domain/vat';
import * as endpoints from '#shared/api/orders-admin';
import type { OrderStatus } from '#shared/schemas/orders';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { call } from '#client/lib/api-client.ts';

/**
 * The fields the edit dialog sends; blank optional text is sent as "" to clear it. No price:
 * the server prices the order, and is told at most to keep the old price, and why.
 */
export interface OrderEdit {
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  postcode: string;
  billingAddressLine1: string;
  billingAddressLine2: string;
  billingCity: string;
  billingPostcode: string;
  region: string;
  quantity: number;
  vatRate: VatRate;
  status: OrderStatus;
  keepOldPrice?: boolean;
  keepPriceReason?: string;
}

/** A 400 'Invalid order data' answer lists the bad fields in details. */
export function updateOrder({ orderId, edit }: { orderId: number; edit: OrderEdit }) {
  return call(endpoints.updateOrder, { params: { id: String(orderId) }, body: edit });
}

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrder,
    onSuccess: () => invalidateOrders(queryClient),
  });
}
