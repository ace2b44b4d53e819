import { Redirect } from 'wouter';

import { paymentOptionLabels } from '#shared/how-to-pay';

import { paths } from '#client/config/paths.ts';
import { useCart } from '#client/features/cart/cart-context.tsx';
import { OrderSummary } from '#client/features/cart/components/order-summary/order-summary.tsx';
import { usePaymentOptions } from '#client/features/payments/api/get-payment-options.ts';
import { usePageMeta } from '#client/lib/use-page-meta.ts';

export default function OrderSummaryPage() {
  usePageMeta(paths.orderSummary);
  const { count } = useCart();
  const offered = usePaymentOptions();
  // Spec section 4: an empty cart sends the shopper home.
  if (count === 0) return <Redirect to={paths.home} replace />;
  return <OrderSummary {...(offered && { paymentOptions: paymentOptionLabels(offered) })} />;
}
