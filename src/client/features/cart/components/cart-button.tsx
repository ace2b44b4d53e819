import { ShoppingCart } from 'lucide-react';

import { useCart } from '#client/features/cart/cart-context.tsx';
import { preloadCartPanel } from '#client/features/cart/components/lazy-cart-panel.tsx';

/** The header's cart button: opens the cart panel and shows how many items it holds. */
export function CartButton({ onOpen }: { onOpen: () => void }) {
  const { count } = useCart();
  const label = count === 1 ? 'Open cart, 1 item' : `Open cart, ${count} items`;

  return (
    <button
      type="button"
      onClick={onOpen}
      onPointerEnter={preloadCartPanel}
      onFocus={preloadCartPanel}
      aria-label={label}
      className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-stone-700 transition-colors hover:bg-stone-100 hover:text-forest-800"
    >
      <ShoppingCart aria-hidden className="size-6" />
      {count > 0 ? (
        <span
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-wood-500 px-1 text-xs leading-5 font-bold text-white ring-2 ring-white"
        >
          {count}
        </span>
      ) : null}
    </button>
  );
}
