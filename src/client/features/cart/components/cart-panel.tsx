import { useRef } from 'react';
import { ShoppingBag, Truck } from 'lucide-react';
import { Link, useLocation } from 'wouter';

import { formatGBP } from '#domain/money';
import { Button } from '#client/components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '#client/components/ui/sheet.tsx';
import { anchors, homePostcodeHref, paths } from '#client/config/paths.ts';
import { scrollToElement } from '#client/lib/scroll-to-element.ts';
import { useCart } from '#client/features/cart/cart-context.tsx';
import { cartTotals } from '#client/features/cart/cart-item.ts';
import { CartLine } from '#client/features/cart/components/cart-line.tsx';
import { PriceChangeNotice } from '#client/features/cart/components/price-change-notice.tsx';

interface CartPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The slide-in cart of spec section 2: lines in whole pounds, Clear, remove, checkout. */
export function CartPanel({ open, onOpenChange }: CartPanelProps) {
  const { items, remove, clear, priceChange } = useCart();
  const [location, navigate] = useLocation();
  // Set by 'Start shopping': on close, focus goes to the postcode input instead of the trigger.
  const goToPostcode = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { totalPence } = cartTotals(items);

  function startShopping(): void {
    goToPostcode.current = true;
    onOpenChange(false);
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        // Not the first button: that is a line's Remove, and Enter would delete the item.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          heading.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (!goToPostcode.current) return;
          goToPostcode.current = false;
          event.preventDefault();
          if (location === paths.home) scrollToElement(anchors.postcodeInput, { focus: true });
          else navigate(homePostcodeHref);
        }}
      >
        <div className="border-b border-stone-200 px-6 py-5">
          <SheetTitle
            ref={heading}
            tabIndex={-1}
            className="rounded-md text-xl font-bold text-stone-900"
          >
            Your Cart
          </SheetTitle>
          <SheetDescription className="mt-1 flex items-center gap-1.5 text-sm text-forest-700">
            <Truck aria-hidden className="size-4" />
            Delivery included in price
          </SheetDescription>
        </div>

        {items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
            <ShoppingBag aria-hidden className="size-12 text-stone-300" />
            <p className="text-stone-600">Your cart is empty.</p>
            <Button onClick={startShopping}>Start shopping</Button>
          </div>
        ) : (
          <>
            <div className="flex-1 overflow-y-auto px-6">
              {priceChange ? (
                <PriceChangeNotice
                  message={priceChange}
                  onCheckAgain={startShopping}
                  className="mt-4"
                />
              ) : null}
              <ul className="divide-y divide-stone-200">
                {items.map((item) => (
                  <CartLine key={item.id} item={item} onRemove={() => remove(item.id)} />
                ))}
              </ul>
            </div>
            <div className="border-t border-stone-200 bg-stone-50 px-6 py-5">
              <div className="flex items-baseline justify-between">
                <span className="font-semibold text-stone-900">Total inc. VAT</span>
                <span className="text-xl font-bold text-stone-900">{formatGBP(totalPence, 0)}</span>
              </div>
              <div className="mt-4 grid gap-3">
                <Button
                  size="lg"
                  onClick={() => {
                    onOpenChange(false);
                    navigate(paths.checkout);
                  }}
                >
                  Proceed to Checkout
                </Button>
                <div className="flex items-center justify-between gap-3">
                  <Link
                    href={paths.orderSummary}
                    onClick={() => onOpenChange(false)}
                    className="inline-flex h-11 items-center rounded-lg px-2 font-semibold whitespace-nowrap text-forest-800 underline-offset-4 hover:underline"
                  >
                    View order summary
                  </Link>
                  <Button variant="ghost" onClick={clear}>
                    Clear
                  </Button>
                </div>
              </div>
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
