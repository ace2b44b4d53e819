import { Truck } from 'lucide-react';

import { formatGBP } from '#domain/money';
import { TIERS } from '#domain/pricing';
import type { Estimate } from '#client/features/pricing/price-quote.ts';

interface PriceEstimateProps {
  quote: Estimate;
  tonnes: number;
  regionName: string;
}

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-stone-600">{label}</dt>
      <dd className="font-semibold text-stone-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The live estimate, in pounds and pence (spec section 9). The server prices the real order. */
export function PriceEstimate({ quote, tonnes, regionName }: PriceEstimateProps) {
  // A custom price applies to every quantity, so the tier does not matter then.
  const badge =
    quote.source === 'custom'
      ? 'Your special price'
      : `${TIERS.find((t) => t.tier === quote.tier)?.label ?? quote.tier} tier`;
  const tonnesLabel = `${tonnes} ${tonnes === 1 ? 'tonne' : 'tonnes'}`;

  return (
    <section
      aria-labelledby="estimate-heading"
      className="rounded-xl bg-wood-50 p-4 ring-1 ring-wood-200 sm:p-5"
    >
      <h3
        id="estimate-heading"
        className="flex items-center justify-between gap-2 font-bold text-stone-900"
      >
        Your price estimate
        <span className="rounded-full whitespace-nowrap bg-forest-100 px-2.5 py-0.5 text-xs font-semibold text-forest-800">
          {badge}
        </span>
      </h3>
      <p className="mt-1 text-sm text-stone-600">
        {tonnesLabel} delivered to {regionName}
      </p>
      <dl className="mt-3 divide-y divide-wood-200/70 text-sm">
        <Row
          label="Price per tonne"
          value={formatGBP(quote.unitPricePence)}
          testId="estimate-unit-price"
        />
        <Row
          label="Subtotal (ex VAT)"
          value={formatGBP(quote.netPence)}
          testId="estimate-subtotal"
        />
        <Row
          label={`VAT (${quote.vatRate}%)`}
          value={formatGBP(quote.vatPence)}
          testId="estimate-vat"
        />
        <div className="flex items-baseline justify-between gap-4 pt-3">
          <dt className="font-bold text-stone-900">Total inc. VAT</dt>
          <dd
            className="text-2xl font-extrabold text-forest-800 tabular-nums"
            data-testid="estimate-total"
            aria-live="polite"
            aria-atomic="true"
          >
            {formatGBP(quote.grossPence)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-forest-700">
        <Truck aria-hidden className="size-4" />
        Delivery included in price
      </p>
    </section>
  );
}
