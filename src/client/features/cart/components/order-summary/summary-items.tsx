import { formatGBP } from '#domain/money';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import type { CartItem } from '#client/features/cart/cart-item.ts';
import { formatTonnes } from '#client/lib/format-tonnes.ts';

/** The cart's lines with 2-decimal figures (spec section 9). */
export function SummaryItems({ items }: { items: readonly CartItem[] }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-bold text-stone-900">Items</h2>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-stone-200">
          {items.map((item) => (
            <li
              key={item.id}
              data-testid="summary-item"
              className="grid gap-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-[1fr_auto]"
            >
              <div>
                <p className="font-semibold text-stone-900">{item.name}</p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-stone-500">Region</dt>
                  <dd className="text-stone-800">{item.region}</dd>
                  <dt className="text-stone-500">Quantity</dt>
                  <dd className="text-stone-800">{formatTonnes(item.quantity)}</dd>
                  <dt className="text-stone-500">Unit price</dt>
                  <dd className="text-stone-800">
                    <span data-testid="summary-unit-price">{formatGBP(item.unitPricePence)}</span>{' '}
                    per tonne
                  </dd>
                </dl>
              </div>
              <p className="flex items-baseline justify-between gap-3 border-t border-dashed border-stone-200 pt-3 sm:block sm:border-0 sm:pt-0 sm:text-right">
                <span className="text-sm text-stone-500 sm:block">Line total (ex VAT)</span>
                <span data-testid="summary-line-total" className="text-lg font-bold text-stone-900">
                  {formatGBP(item.totalPricePence)}
                </span>
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
