import { Redirect } from 'wouter';

import { paths } from '#client/config/paths.ts';
import { useCart } from '#client/features/cart/cart-context.tsx';
import { OrderSummary } from '#client/features/cart/components/order-summary/order-summary.tsx';
import { usePageMeta } from '#client/lib/use-page-meta.ts';

export default function OrderSummaryPage() {
  usePageMeta(paths.orderSummary);
  const { count } = useCart();
  // Spec section 4: an empty cart sends the shopper home.
  if (count === 0) return <Redirect to={paths.home} replace />;
  return <OrderSummary />;
}
