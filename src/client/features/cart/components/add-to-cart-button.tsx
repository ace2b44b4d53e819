import { useState } from 'react';
import { Check, ShoppingCart } from 'lucide-react';

import { Button } from '#client/components/ui/button.tsx';
import { LazyStartOverDialog } from '#client/features/cart/components/lazy-start-over-dialog.tsx';
import { useAddToCart, type LineToAdd } from '#client/features/cart/use-add-to-cart.ts';

interface AddToCartButtonProps {
  /**
   * Asks the server for the line to add (null: nothing to add, and the shopper has been told
   * why); null until a region has been checked.
   */
  quoteLine: (() => Promise<LineToAdd | null>) | null;
  className?: string;
}

export function AddToCartButton({ quoteLine, className }: AddToCartButtonProps) {
  const { requestAdd, confirmStartOver, cancelStartOver, isConfirmOpen, justAdded } =
    useAddToCart();
  const [quoting, setQuoting] = useState(false);

  async function add(quote: () => Promise<LineToAdd | null>): Promise<void> {
    setQuoting(true);
    try {
      const line = await quote();
      if (line) requestAdd(line);
    } finally {
      setQuoting(false);
    }
  }

  return (
    <>
      <Button
        variant="accent"
        size="lg"
        className={className}
        disabled={!quoteLine || justAdded || quoting}
        aria-busy={quoting}
        onClick={() => {
          if (quoteLine) void add(quoteLine);
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
