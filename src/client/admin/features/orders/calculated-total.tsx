import { formatGBP } from '#domain/money';
import type { EditedTotals } from '#client/admin/features/orders/order-total.ts';

/**
 * The order's total as it will be saved, worked out live from quantity, unit price and VAT
 * rate by the server's own rule: it cannot be typed, so it can never disagree with its VAT.
 */
export function CalculatedTotal({ totals }: { totals: EditedTotals | null }) {
  return (
    <div>
      <p id="order-total-label" className="mb-1.5 text-sm font-semibold text-stone-800">
        Total price (£ inc VAT)
      </p>
      <output
        aria-labelledby="order-total-label"
        aria-live="polite"
        data-testid="order-edit-total"
        className="block text-lg font-semibold text-stone-900 tabular-nums"
      >
        {totals ? formatGBP(totals.totalPence) : '–'}
      </output>
      <p className="mt-1 text-xs text-stone-500">
        {totals
          ? `Net ${formatGBP(totals.netPence)} + VAT at ${totals.vatRate}% ${formatGBP(totals.vatPence)}`
          : 'Enter a quantity and a unit price to see the total.'}
      </p>
    </div>
  );
}
