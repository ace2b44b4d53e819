import { Check, ShoppingCart } from 'lucide-react';

import { Button } from '#client/components/ui/button.tsx';
import type { NewCartItem } from '#client/features/cart/cart-item.ts';
import { LazyStartOverDialog } from '#client/features/cart/components/lazy-start-over-dialog.tsx';
import { useAddToCart } from '#client/features/cart/use-add-to-cart.ts';

interface AddToCartButtonProps {
  /** The priced line to add; null until a region has been selected. */
  item: NewCartItem | null;
  className?: string;
}

export function AddToCartButton({ item, className }: AddToCartButtonProps) {
  const { requestAdd, confirmStartOver, cancelStartOver, isConfirmOpen, justAdded } =
    useAddToCart();

  return (
    <>
      <Button
        variant="accent"
        size="lg"
        className={className}
        disabled={!item || justAdded}
        onClick={() => {
          if (item) requestAdd(item);
        }}
      >
        {justAdded ? (
          <Check aria-hidden className="size-5" />
        ) : (
          <ShoppingCart aria-hidden className="size-5" />
        )}
        {justAdded ? 'Added!' : 'Add to Cart'}
      </Button>
      <LazyStartOverDialog
        open={isConfirmOpen}
        onCancel={cancelStartOver}
        onConfirm={confirmStartOver}
      />
    </>
  );
}
