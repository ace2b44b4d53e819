import { useEffect } from 'react';
import { ArrowUp } from 'lucide-react';

import { formatGBP } from '#domain/money';
import { TIERS, regionPriceForTier, type RegionQuote } from '#domain/pricing';
import type { Region } from '#shared/schemas/regions';
import { Button } from '#client/components/ui/button.tsx';
import { anchors } from '#client/config/paths.ts';
import { TierCard } from '#client/features/pricing/components/tier-card.tsx';
import { regionPrices } from '#shared/region-prices';
import { scrollToElement } from '#client/lib/scroll-to-element.ts';

interface RegionalPricingProps {
  region: Region;
  quantity: number;
  quote: RegionQuote;
}

/** Spec section 4: the pricing section is scrolled to 300 ms after it appears. */
const SCROLL_TO_PRICING_DELAY_MS = 300;

/** The three tier prices of the selected region, shown after a successful check. */
export function RegionalPricing({ region, quantity, quote }: RegionalPricingProps) {
  const prices = regionPrices(region);

  // Each successful check yields a new region object, so this runs after every one of them.
  useEffect(() => {
    const timer = setTimeout(
      () => scrollToElement(anchors.regionalPricing, { block: 'start' }),
      SCROLL_TO_PRICING_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [region]);

  return (
    <section
      id={anchors.regionalPricing}
      aria-labelledby="regional-pricing-heading"
      className="bg-forest-50 py-14 sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <p className="text-sm font-bold tracking-wider text-wood-700 uppercase">Regional pricing</p>
        <h2
          id="regional-pricing-heading"
          className="mt-2 text-3xl font-bold text-stone-900 sm:text-4xl"
        >
          Prices for {region.name}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-stone-600">
          The more you order, the less you pay per tonne. Every price includes delivery to your
          door.
        </p>
        {quote.source === 'custom' ? (
          <p className="mt-4 max-w-2xl rounded-xl bg-white p-4 font-medium text-forest-900 ring-1 ring-forest-200">
            Your account&apos;s special price of {formatGBP(quote.unitPricePence)} per tonne applies
            to every quantity, in place of these regional prices.
          </p>
        ) : null}
        <ul className="mt-10 grid gap-5 md:grid-cols-3 md:gap-6">
          {TIERS.map((tier) => (
            <TierCard
              key={tier.tier}
              tier={tier}
              pricePence={regionPriceForTier(prices, tier.tier)}
              isCurrent={tier.tier === quote.tier}
            />
          ))}
        </ul>
        {/* The page has scrolled here, away from the checker: offer the way back to order. */}
        <div className="mt-8 flex flex-col items-start justify-between gap-4 rounded-2xl bg-white p-5 ring-1 ring-forest-200 sm:flex-row sm:items-center sm:p-6">
          <p className="text-stone-700">
            {quantity} {quantity === 1 ? 'tonne' : 'tonnes'} delivered to {region.name}:{' '}
            <strong className="text-stone-900">{formatGBP(quote.grossPence)}</strong> inc. VAT
          </p>
          <Button
            variant="primary"
            className="w-full sm:w-auto"
            onClick={() => scrollToElement(anchors.postcodeChecker, { block: 'start' })}
          >
            <ArrowUp aria-hidden className="size-5" />
            Back to your estimate
          </Button>
        </div>
      </div>
    </section>
  );
}
