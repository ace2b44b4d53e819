import { lazy, Suspense } from 'react';

import { useLatch } from '#client/lib/use-latch.ts';

// The panel (and the Radix Dialog code under it) is only downloaded when it is first wanted.
const loadCartPanel = () => import('#client/features/cart/components/cart-panel.tsx');
const CartPanel = lazy(() => loadCartPanel().then((module) => ({ default: module.CartPanel })));

/** Starts the download early, e.g. when the pointer reaches the cart button. */
export function preloadCartPanel(): void {
  void loadCartPanel();
}

interface LazyCartPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function LazyCartPanel({ open, onOpenChange }: LazyCartPanelProps) {
  const wanted = useLatch(open);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
