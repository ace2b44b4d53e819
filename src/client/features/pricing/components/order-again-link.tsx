import { RotateCcw } from 'lucide-react';
import { Link } from 'wouter';

import { reorderPath } from '#shared/reorder-link';
import type { Order } from '#shared/schemas/orders';
import { buttonClassName } from '#client/components/ui/button.tsx';

/**
 * 'Order again' for an order in the history: the reorder reminder's link, so the postcode is
 * checked as the price check does and the cart is priced today, never at the old order's price;
 * a region no longer served adds nothing and says why. Checkout then fills the order's whole
 * delivery address.
 */
export function orderAgainLink(order: Order) {
  return (
    <Link
      href={reorderPath(order.quantity, order.postcode, order.id)}
      className={buttonClassName({ variant: 'outline', size: 'sm' })}
    >
      <RotateCcw aria-hidden className="size-4" />
      Order again
      <span className="sr-only">
        : {order.quantity} t to {order.postcode}
      </span>
    </Link>
  );
}
