import type { ReactNode } from 'react';

import type { Region } from '#shared/schemas/regions';
import { Card } from '#client/components/ui/card.tsx';
import { anchors } from '#client/config/paths.ts';
import { PostcodeForm } from '#client/features/pricing/components/postcode-form.tsx';
import {
  LazyPriceEstimate,
  preloadPricedViews,
} from '#client/features/pricing/components/lazy-priced-views.tsx';
import { QuantityInput } from '#client/features/pricing/components/quantity-input.tsx';
import { StoreSizeHelper } from '#client/features/pricing/components/store-size-helper.tsx';
import type { Estimate } from '#client/features/pricing/price-quote.ts';
import { usePostcodeCheck } from '#client/features/pricing/use-postcode-check.ts';

interface PostcodeCheckerProps {
  region: Region | null;
  quantity: number;
  quote: Estimate | null;
  /** A checked region and its postcode, or nulls when a check failed. */
  onRegionChange: (region: Region | null, postcode: string | null) => void;
  onQuantityChange: (tonnes: number) => void;
  /** The add-to-cart control, composed in by the page (the cart is another feature). */
  addToCart: ReactNode;
}

/** Postcode, quantity, live estimate and add to cart: the heart of the home page. */
export function PostcodeChecker(props: PostcodeCheckerProps) {
  const { region, quantity, quote, onRegionChange, onQuantityChange, addToCart } = props;
  const { check, problem, delivery, isChecking } = usePostcodeCheck({
    tonnes: quantity,
    onRegionSelected: onRegionChange,
    onRegionCleared: () => onRegionChange(null, null),
  });

  return (
    <Card id={anchors.postcodeChecker} className="p-5 shadow-lg sm:p-8">
      <h3 className="text-xl font-bold text-stone-900 sm:text-2xl">Get your delivered price</h3>
      <p className="mt-1.5 text-stone-600">
        Prices vary by region. Enter your postcode to see yours, delivery included.
      </p>
      <div className="mt-6 grid gap-5">
        <PostcodeForm
          onCheck={(postcode) => {
            preloadPricedViews();
            check(postcode);
          }}
          isChecking={isChecking}
          problem={problem}
          regionName={region?.name ?? null}
          delivery={delivery}
        />
        <QuantityInput value={quantity} onChange={onQuantityChange} />
        <StoreSizeHelper onUse={onQuantityChange} />
        {region && quote ? (
          <LazyPriceEstimate quote={quote} tonnes={quantity} regionName={region.name} />
        ) : (
          <p className="rounded-xl border border-dashed border-stone-300 bg-stone-50 p-4 text-sm text-stone-600">
            Check your postcode to see your price per tonne, VAT and total.
          </p>
        )}
        {addToCart}
      </div>
    </Card>
  );
}
