import { useMemo, useState } from 'react';

import { DEFAULT_TONNES } from '#domain/quantity';
import type { Region } from '#shared/schemas/regions';
import type { CustomerTerms } from '#client/lib/customer-terms.ts';
import { estimateFor } from '#client/features/pricing/price-quote.ts';

/**
 * What the shopper has chosen on the home page: a region (after a check) and a quantity,
 * priced on their terms (custom price and VAT rate when signed in).
 */
export function usePriceSelection(terms: CustomerTerms) {
  const [region, setRegion] = useState<Region | null>(null);
  const [quantity, setQuantity] = useState(DEFAULT_TONNES);
  const quote = useMemo(
    () => (region ? estimateFor(region, quantity, terms) : null),
    [region, quantity, terms],
  );

  return { region, setRegion, quantity, setQuantity, quote };
}
