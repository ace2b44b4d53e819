import { useQuery } from '@tanstack/react-query';

import * as deliveryEndpoints from '#shared/api/deliveries';
import type { Order } from '#shared/schemas/orders';
import { call } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** The round's days for the order's postcode and tonnes, as checkout offers them. */
export const useDaysFor = (order: Pick<Order, 'postcode' | 'quantity'>) =>
  useQuery({
    queryKey: queryKeys.delivery.dates(order.postcode, order.quantity),
    queryFn: () =>
      call(deliveryEndpoints.getDeliveryDates, {
        query: { postcode: order.postcode, tonnes: order.quantity },
      }),
  });
