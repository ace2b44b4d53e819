import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

import { toast } from '#client/components/ui/use-toast.ts';
import { paths } from '#client/config/paths.ts';
import { useCart } from '#client/features/cart/cart-context.tsx';
import type { NewCartItem } from '#client/features/cart/cart-item.ts';

/** How long the button reads 'Added!' before the shopper is taken to checkout (spec 9). */
export const ADDED_FEEDBACK_MS = 500;

/**
 * The add-to-cart flow of spec section 4. The cart holds one region's order, so adding to a
 * non-empty cart first asks to start over; confirming clears the cart, then adds.
 */
export function useAddToCart() {
  const cart = useCart();
  const [, navigate] = useLocation();
  const [pendingItem, setPendingItem] = useState<NewCartItem | null>(null);
  const [justAdded, setJustAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function addAndContinue(item: NewCartItem): void {
    cart.add(item);
    toast({ title: 'Added to cart', variant: 'success' });
    setJustAdded(true);
    timer.current = setTimeout(() => {
      setJustAdded(false);
      navigate(paths.checkout);
    }, ADDED_FEEDBACK_MS);
  }

  function requestAdd(item: NewCartItem): void {
    if (cart.count > 0) setPendingItem(item);
    else addAndContinue(item);
  }

  function confirmStartOver(): void {
    if (!pendingItem) return;
    cart.clear();
    toast({ title: 'Cart cleared' });
    setPendingItem(null);
    addAndContinue(pendingItem);
  }

  return {
    requestAdd,
    confirmStartOver,
    cancelStartOver: () => setPendingItem(null),
    isConfirmOpen: pendingItem !== null,
    justAdded,
  };
}
