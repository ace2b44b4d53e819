import { Link } from 'wouter';

import { formatGBP } from '#domain/money';
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
        <dl className="mt-4 grid gap-3 text-stone-700">
          <div className="flex justify-between gap-4">
            <dt>Subtotal</dt>
            <dd data-testid="summary-subtotal">{formatGBP(totals.subtotalPence)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>Delivery</dt>
            <dd className="font-semibold text-forest-700">Included</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>VAT ({DEFAULT_VAT_RATE}%)</dt>
            <dd data-testid="summary-vat">{formatGBP(totals.vatPence)}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 border-t border-stone-200 pt-3 text-stone-900">
            <dt className="font-bold">Total</dt>
            <dd data-testid="summary-total" className="text-2xl font-bold">
              {formatGBP(totals.totalPence)}
            </dd>
          </div>
        </dl>
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
