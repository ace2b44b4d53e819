import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

import { toast } from '#client/components/ui/use-toast.ts';
import { paths } from '#client/config/paths.ts';
import { useCart } from '#client/features/cart/cart-context.tsx';
import type { NewCartItem } from '#client/features/cart/cart-item.ts';

/** How long the button reads 'Added!' before the shopper is taken to checkout (spec 9). */
export const ADDED_FEEDBACK_MS = 500;

/** A line to add, and what 'Added to cart' should say beside it (a price that moved, say). */
export interface LineToAdd {
  item: NewCartItem;
  notice?: string;
}

/**
 * The add-to-cart flow of spec section 4. The cart holds one region's order, so adding to a
 * non-empty cart first asks to start over; confirming clears the cart, then adds.
 */
export function useAddToCart() {
  const cart = useCart();
  const [, navigate] = useLocation();
  const [pendingLine, setPendingLine] = useState<LineToAdd | null>(null);
  const [justAdded, setJustAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  /**
   * Adds, then goes to checkout once the button has shown 'Added!'. Only one toast shows at
   * a time, so after a start-over 'Cart cleared' is shown first and 'Added to cart' follows
   * when the shopper moves on; otherwise the first would be replaced before it was seen.
   */
  function addAndContinue({ item, notice }: LineToAdd, startedOver: boolean): void {
    cart.add(item);
    const added = () => toast({ title: 'Added to cart', description: notice, variant: 'success' });
    if (startedOver) toast({ title: 'Cart cleared' });
    else added();
    setJustAdded(true);
    timer.current = setTimeout(() => {
      if (startedOver) added();
      setJustAdded(false);
      navigate(paths.checkout);
    }, ADDED_FEEDBACK_MS);
  }

  function requestAdd(line: LineToAdd): void {
    if (cart.count > 0) setPendingLine(line);
    else addAndContinue(line, false);
  }

  function confirmStartOver(): void {
    if (!pendingLine) return;
    cart.clear();
    setPendingLine(null);
    addAndContinue(pendingLine, true);
  }

  return {
    requestAdd,
    confirmStartOver,
    cancelStartOver: () => setPendingLine(null),
    isConfirmOpen: pendingLine !== null,
    justAdded,
  };
}
