import { formatGBP, type Pence } from '#domain/money';

/** Subtotal, delivery 'Included', VAT and total: the one way every screen lists an order's totals. */
export function OrderTotals({
  subtotalPence,
  vatPence,
  totalPence,
  vatRate,
  testIdPrefix,
  className = 'mt-4 grid gap-3 text-stone-700',
}: {
  subtotalPence: Pence;
  vatPence: Pence;
  totalPence: Pence;
  vatRate: number;
  testIdPrefix: string;
  className?: string;
}) {
  return (
    <dl className={className}>
      <div className="flex justify-between gap-4">
        <dt>Subtotal</dt>
        <dd data-testid={`${testIdPrefix}-subtotal`}>{formatGBP(subtotalPence)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>Delivery</dt>
        <dd className="font-semibold text-forest-700">Included</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>VAT ({vatRate}%)</dt>
        <dd data-testid={`${testIdPrefix}-vat`}>{formatGBP(vatPence)}</dd>
      </div>
      <div className="flex items-baseline justify-between gap-4 border-t border-stone-200 pt-3 text-stone-900">
        <dt className="font-bold">Total</dt>
        <dd data-testid={`${testIdPrefix}-total`} className="text-2xl font-bold">
          {formatGBP(totalPence)}
        </dd>
      </div>
    </dl>
  );
}
