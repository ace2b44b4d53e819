import { useMemo, useState } from 'react';

import { DEFAULT_TONNES } from '#domain/quantity';
import type { Region } from '#shared/schemas/regions';
import { estimateFor } from '#client/features/pricing/price-quote.ts';

/** What the shopper has chosen on the home page: a region (after a check) and a quantity. */
export function usePriceSelection() {
  const [region, setRegion] = useState<Region | null>(null);
  const [quantity, setQuantity] = useState(DEFAULT_TONNES);
  const quote = useMemo(() => (region ? estimateFor(region, quantity) : null), [region, quantity]);

  return { region, setRegion, quantity, setQuantity, quote };
}
