import { lazy, Suspense, type ComponentProps } from 'react';

// Prices appear only once a postcode is checked, so their views are not part of the home
// page's first script; the check starts the download, which its answer then rarely waits for.
const loadEstimate = () => import('#client/features/pricing/components/price-estimate.tsx');
const loadRegional = () => import('#client/features/pricing/components/regional-pricing.tsx');

export function preloadPricedViews(): void {
  // A failed download is tried again when the views render.
  Promise.all([loadEstimate(), loadRegional()]).catch(() => undefined);
}

const PriceEstimate = lazy(() => loadEstimate().then((m) => ({ default: m.PriceEstimate })));
const RegionalPricing = lazy(() => loadRegional().then((m) => ({ default: m.RegionalPricing })));

export function LazyPriceEstimate(props: ComponentProps<typeof PriceEstimate>) {
  return (
    <Suspense fallback={null}>
      <PriceEstimate {...props} />
    </Suspense>
  );
}

export function LazyRegionalPricing(props: ComponentProps<typeof RegionalPricing>) {
  return (
    <Suspense fallback={null}>
      <RegionalPricing {...props} />
    </Suspense>
  );
}
