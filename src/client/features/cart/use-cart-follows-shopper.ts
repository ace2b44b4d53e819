import { useEffect, useEffectEvent, useRef } from 'react';

import { toast } from '#client/components/ui/use-toast.ts';
import { useCart } from '#client/features/cart/cart-context.tsx';
import { pricesDiffer } from '#client/features/cart/cart-item.ts';
import { cartMessages } from '#client/features/cart/cart-messages.ts';
import { requoteCart, type QuoteCheck } from '#client/features/cart/requote-cart.ts';

/**
 * The cart is priced for whoever is signed in (spec section 4): when the shopper signs in or
 * out, every line is quoted again by the server (their custom price and VAT rate, or a guest's
 * tier price at 5%), and a notice says so when a price changed.
 * `shopper`: the customer's id, null for a guest, undefined while not yet known.
 */
export function useCartFollowsShopper(shopper: number | null | undefined, check: QuoteCheck) {
  const cart = useCart();
  const previous = useRef(shopper);

  const requote = useEffectEvent(async (signedIn: boolean) => {
    const before = cart.items;
    if (before.length === 0) return;
    let after;
    try {
      after = await requoteCart(before, check);
    } catch {
      return; // The checkout's own check still stops an order at a stale price.
    }
    cart.requote(after);
    const first = after[0];
    const changed = pricesDiffer(
      before.filter((item) => after.some((line) => line.id === item.id)),
      after,
    );
    if (changed && first) {
      toast({
        title: cartMessages.repricedTitle,
        description: cartMessages.repricedDescription(signedIn, first.unitPricePence),
      });
    }
  });

  useEffect(() => {
    const was = previous.current;
    previous.current = shopper;
    // The first answer to "who is signed in?" is not a change: the cart was priced for them.
    if (was === undefined || shopper === undefined || was === shopper) return;
    // After the sign-in's own callbacks (and their toast) have run, so this notice is the one
    // left on screen: only one toast shows at a time.
    const timer = setTimeout(() => void requote(shopper !== null), 0);
    return () => clearTimeout(timer);
  }, [shopper]);
}
