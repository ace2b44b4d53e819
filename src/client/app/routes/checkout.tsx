import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';

import { DEFAULT_VAT_RATE } from '#domain/vat';
import type { Order } from '#shared/schemas/orders';
import { paths } from '#client/config/paths.ts';
import { useCart } from '#client/features/cart/cart-context.tsx';
import { PriceChangeNotice } from '#client/features/cart/components/price-change-notice.tsx';
import { Checkout } from '#client/features/checkout/components/checkout-form.tsx';
import { validatePostcode } from '#client/features/pricing/api/validate-postcode.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

/**
 * Composes checkout with the cart and the postcode check. Until customer accounts ship every
 * shopper is a guest: VAT at the default 5% and the 'Create Account' offer shown.
 */
export default function CheckoutPage() {
  useDocumentTitle('Checkout');
  const cart = useCart();
  const [, navigate] = useLocation();
  // Placing the order empties the cart; that must not bounce the shopper home on the way out.
  const [placed, setPlaced] = useState(false);

  if (cart.count === 0 && !placed) return <Redirect to={paths.home} replace />;

  function onPlaced(_order: Order): void {
    setPlaced(true);
    navigate(paths.orderConfirmed);
    cart.clear();
  }

  return (
    <Checkout
      lines={cart.items}
      vatRate={DEFAULT_VAT_RATE}
      isGuest
      validatePostcode={validatePostcode}
      onPlaced={onPlaced}
      onPriceChanged={cart.markPriceChanged}
      priceNotice={cart.priceChange ? <PriceChangeNotice message={cart.priceChange} /> : null}
    />
  );
}
