import { useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/delivery-outcomes';
import { ordersKeys } from '#client/admin/api/get-orders.ts';
import { call, endpointUrl } from '#client/lib/api-client.ts';

/** Under the orders' key, so recording a drop (invalidateOrders) refreshes it. */
const outcomeKey = (orderId: number) => [...ordersKeys.all(), 'delivery-outcome', orderId] as const;

/** How the order's drop was closed, or null while it is open. */
export function useDeliveryOutcome(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: outcomeKey(orderId),
    queryFn: () => call(endpoints.getDeliveryOutcome, { params: { id: orderId } }),
    enabled,
  });
}

export const deliveryNoteUrl = (orderId: number) =>
  endpointUrl(endpoints.deliveryNotePdf, { params: { id: orderId } });
