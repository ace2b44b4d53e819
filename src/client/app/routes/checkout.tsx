import { useMemo, useState } from 'react';
import { Redirect, useLocation } from 'wouter';

import type { Order } from '#shared/schemas/orders';
import { PageLoading } from '#client/components/layout/page-loading.tsx';
import { paths } from '#client/config/paths.ts';
import { useCurrentCustomer } from '#client/features/account/api/get-current-customer.ts';
import { useCart } from '#client/features/cart/cart-context.tsx';
import { PriceChangeNotice } from '#client/features/cart/components/price-change-notice.tsx';
import { withCustomPrice } from '#client/features/checkout/checkout-line.ts';
import { Checkout } from '#client/features/checkout/components/checkout-form.tsx';
import { validatePostcode } from '#client/features/pricing/api/validate-postcode.ts';
import { customerTerms } from '#client/lib/customer-terms.ts';
import { usePageMeta } from '#client/lib/use-page-meta.ts';

/**
 * Composes checkout with the cart, the postcode check and the signed-in customer: their
 * profile fills the form, their active custom price and VAT rate price the order (spec 2, 4).
 */
export default function CheckoutPage() {
  usePageMeta(paths.checkout);
  const cart = useCart();
  const me = useCurrentCustomer();
  const [, navigate] = useLocation();
  // Placing the order empties the cart; that must not bounce the shopper home on the way out.
  const [placed, setPlaced] = useState(false);
  const customer = me.data ?? null;
  const terms = useMemo(() => customerTerms(customer), [customer]);
  const lines = useMemo(
    () => withCustomPrice(cart.items, terms.customPricing),
    [cart.items, terms.customPricing],
  );

  if (cart.count === 0 && !placed) return <Redirect to={paths.home} replace />;
  // The form is prefilled once, so it waits for the answer to "who is signed in?".
  if (me.isPending) return <PageLoading />;

  function onPlaced(_order: Order): void {
    setPlaced(true);
    navigate(paths.orderConfirmed);
    cart.clear();
  }

  return (
    <Checkout
      lines={lines}
      vatRate={terms.vatRate}
      customer={customer}
      validatePostcode={validatePostcode}
      onPlaced={onPlaced}
      onPriceChanged={cart.markPriceChanged}
      priceNotice={cart.priceChange ? <PriceChangeNotice message={cart.priceChange} /> : null}
    />
  );
}
