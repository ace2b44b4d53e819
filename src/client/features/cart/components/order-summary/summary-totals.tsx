import { Link } from 'wouter';
import { OrderTotals } from '#client/components/pricing/order-totals.tsx';

import { priceOrder } from '#domain/pricing';
import { DEFAULT_VAT_RATE } from '#domain/vat';
import { Button, buttonClassName } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { paths } from '#client/config/paths.ts';
import type { CartItem } from '#client/features/cart/cart-item.ts';

interface SummaryTotalsProps {
  items: readonly CartItem[];
  onClear: () => void;
}

/**
 * Subtotal, delivery, VAT, total and the next steps. Spec section 9: this screen charges VAT
 * at a fixed 5%, whatever rate the lines were quoted at; checkout then applies the customer's.
 */
export function SummaryTotals({ items, onClear }: SummaryTotalsProps) {
  const totals = priceOrder({
    lines: items.map((item) => ({ unitPricePence: item.unitPricePence, tonnes: item.quantity })),
    vatRate: DEFAULT_VAT_RATE,
  });
  return (
    <Card>
      <CardContent>
        <h2 className="text-lg font-bold text-stone-900">Order Total</h2>
        <OrderTotals
          subtotalPence={totals.subtotalPence}
          vatPence={totals.vatPence}
          totalPence={totals.totalPence}
          vatRate={DEFAULT_VAT_RATE}
          testIdPrefix="summary"
        />
        <div className="mt-6 grid gap-3">
          <Link href={paths.checkout} className={buttonClassName({ size: 'lg' })}>
            Proceed to Checkout
          </Link>
          <Link href={paths.home} className={buttonClassName({ variant: 'outline' })}>
            Continue Shopping
          </Link>
          <Button variant="ghost" onClick={onClear}>
            Clear Cart
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
