import { useEffect, useState } from 'react';
import { Redirect } from 'wouter';

import { paths } from '#client/config/paths.ts';
import { OrderConfirmed } from '#client/features/checkout/components/order-confirmed.tsx';
import {
  readConfirmedOrder,
  removeConfirmedOrder,
} from '#client/features/checkout/confirmed-order.ts';
import { OrderHowToPay } from '#client/features/payments/components/order-how-to-pay.tsx';
import { usePageMeta } from '#client/lib/use-page-meta.ts';

/**
 * Spec section 2: shows the order checkout stored, once. It is removed from session storage
 * straight away, so a reload (or a later visit) finds nothing and goes home.
 */
export default function OrderConfirmedPage() {
  usePageMeta(paths.orderConfirmed);
  const [order] = useState(readConfirmedOrder);
  useEffect(removeConfirmedOrder, []);

  if (!order) return <Redirect to={paths.home} replace />;
  return <OrderConfirmed order={order} howToPay={<OrderHowToPay order={order} />} />;
}
