import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import * as orderEndpoints from '#shared/api/customer-orders';
import * as deliveryEndpoints from '#shared/api/deliveries';
import type { Order } from '#shared/schemas/orders';
import { call } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/**
 * The account's actions on the customer's own order (decision 040). Each answers the order as
 * it now is; the list is read again, as the back office may have changed it meanwhile.
 */
function useOrderAction<V>(action: (variables: V) => Promise<Order>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.customer.orders() });
    },
  });
}

/** An order not yet confirmed. */
export const useCancelOrder = () =>
  useOrderAction((id: number) =>
    call(orderEndpoints.cancelMyOrder, { params: { id: String(id) } }),
  );

/** A confirmed order, for the business to decide. */
export const useAskToCancel = () =>
  useOrderAction((id: number) =>
    call(orderEndpoints.askToCancelMyOrder, { params: { id: String(id) } }),
  );

export const useMoveBookedDay = () =>
  useOrderAction(({ id, date }: { id: number; date: string }) =>
    call(orderEndpoints.moveMyBookedDay, { params: { id: String(id) }, body: { date } }),
  );

/** The round's days for the order's postcode and tonnes, as checkout offers them. */
export const useDaysFor = (order: Pick<Order, 'postcode' | 'quantity'>, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.delivery.dates(order.postcode, order.quantity),
    queryFn: () =>
      call(deliveryEndpoints.getDeliveryDates, {
        query: { postcode: order.postcode, tonnes: order.quantity },
      }),
    enabled,
  });
