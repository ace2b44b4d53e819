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
  const [checked, setChecked] = useState<{ region: Region; postcode: string } | null>(null);
  const region = checked?.region ?? null;
  const [quantity, setQuantity] = useState(DEFAULT_TONNES);
  const quote = useMemo(
    () => (region ? estimateFor(region, quantity, terms) : null),
    [region, quantity, terms],
  );

  function setRegion(next: Region | null, postcode: string | null): void {
    setChecked(next && postcode !== null ? { region: next, postcode } : null);
  }

  return { region, postcode: checked?.postcode ?? null, setRegion, quantity, setQuantity, quote };
}
