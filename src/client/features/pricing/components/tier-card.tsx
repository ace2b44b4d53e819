import { Check } from 'lucide-react';

import { formatGBP, type Pence } from '#domain/money';
import type { TierInfo } from '#domain/pricing';
import { cn } from '#client/lib/cn.ts';

interface TierCardProps {
  tier: TierInfo;
  pricePence: Pence;
  isCurrent: boolean;
}

/** One price tier; the tier matching the chosen quantity is highlighted. */
export function TierCard({ tier, pricePence, isCurrent }: TierCardProps) {
  return (
    <li
      data-testid={`tier-card-${tier.tier}`}
      data-current={isCurrent || undefined}
      aria-current={isCurrent ? 'true' : undefined}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-5 transition-shadow sm:p-6',
        isCurrent
          ? 'border-forest-600 shadow-lg ring-2 ring-forest-600'
          : 'border-stone-200 shadow-sm',
      )}
    >
      {isCurrent ? (
        <span className="absolute -top-3 left-6 inline-flex items-center gap-1 rounded-full bg-forest-700 px-3 py-1 text-xs font-semibold text-white">
          <Check aria-hidden className="size-3.5" />
          Your quantity
        </span>
      ) : null}
      <h3 className="text-lg font-bold text-stone-900">{tier.label}</h3>
      <p className="text-sm text-stone-600">{tier.rangeLabel}</p>
      <p className="mt-3 flex items-baseline gap-1.5 sm:mt-5">
        <span className="text-3xl font-extrabold sm:text-4xl tracking-tight text-forest-800 tabular-nums">
          {formatGBP(pricePence, 0)}
        </span>
        <span className="text-sm text-stone-600">per tonne</span>
      </p>
      <p className="mt-1 text-xs text-stone-500">Excluding VAT, delivery included</p>
    </li>
  );
}
