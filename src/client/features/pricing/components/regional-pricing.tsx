import { TIERS, regionPriceForTier, tierForQuantity } from '#domain/pricing';
import type { Region } from '#shared/schemas/regions';
import { anchors } from '#client/config/paths.ts';
import { TierCard } from '#client/features/pricing/components/tier-card.tsx';
import { regionPrices } from '#client/features/pricing/price-quote.ts';

/** The three tier prices of the selected region, shown after a successful check. */
export function RegionalPricing({ region, quantity }: { region: Region; quantity: number }) {
  const prices = regionPrices(region);
  const currentTier = tierForQuantity(quantity);

  return (
    <section
      id={anchors.regionalPricing}
      aria-labelledby="regional-pricing-heading"
      className="bg-forest-50 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <p className="text-sm font-bold tracking-wider text-wood-700 uppercase">Regional pricing</p>
        <h2 id="regional-pricing-heading" className="mt-2 text-3xl font-bold text-stone-900 sm:text-4xl">
          Prices for {region.name}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-stone-600">
          The more you order, the less you pay per tonne. Every price includes delivery to your
          door.
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TIERS.map((tier) => (
            <TierCard
              key={tier.tier}
              tier={tier}
              pricePence={regionPriceForTier(prices, tier.tier)}
              isCurrent={tier.tier === currentTier}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
