import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';

import type { Order } from '#shared/schemas/orders';
import { PageLoading } from '#client/components/layout/page-loading.tsx';
import { paths } from '#client/config/paths.ts';
import { useCurrentCustomer } from '#client/features/account/api/get-current-customer.ts';
import { useCart } from '#client/features/cart/cart-context.tsx';
import { PriceChangeNotice } from '#client/features/cart/components/price-change-notice.tsx';
import { cartVatRate } from '#client/features/cart/cart-item.ts';
import { requoteCart } from '#client/features/cart/requote-cart.ts';
import { Checkout } from '#client/features/checkout/components/checkout-form.tsx';
import { validatePostcode } from '#client/features/pricing/api/validate-postcode.ts';
import { usePageMeta } from '#client/lib/use-page-meta.ts';

/**
 * Composes checkout with the cart, the postcode check and the signed-in customer: their
 * profile fills the form; the cart's lines, as the server quoted them for this shopper (their
 * custom price and VAT rate), price the order (spec 2, 4).
 */
export default function CheckoutPage() {
  usePageMeta(paths.checkout);
  const cart = useCart();
  const me = useCurrentCustomer();
  const [, navigate] = useLocation();
  // Placing the order empties the cart; that must not bounce the shopper home on the way out.
  const [placed, setPlaced] = useState(false);
  const customer = me.data ?? null;
  const lines = cart.items;

  if (cart.count === 0 && !placed) return <Redirect to={paths.home} replace />;
  // The form is prefilled once, so it waits for the answer to "who is signed in?".
  if (me.isPending) return <PageLoading />;

  function onPlaced(_order: Order): void {
    setPlaced(true);
    navigate(paths.orderConfirmed);
    cart.clear();
  }

  // The delivery postcode is in another region: the server quotes each line there again.
  async function switchRegion(postcode: string): Promise<boolean> {
    const moved = await requoteCart(cart.items, validatePostcode, postcode);
    if (moved.length !== cart.items.length) return false;
    cart.requote(moved);
    return true;
  }

  return (
    <Checkout
      lines={lines}
      vatRate={cartVatRate(lines)}
      checkedPostcode={lines[0]?.postcode ?? null}
      onSwitchRegion={switchRegion}
      customer={customer}
      validatePostcode={validatePostcode}
      onPlaced={onPlaced}
      onPriceChanged={cart.markPriceChanged}
      priceNotice={cart.priceChange ? <PriceChangeNotice message={cart.priceChange} /> : null}
    />
  );
}
