import { useEffect, useEffectEvent } from 'react';

import { reorderRequestOf } from '#shared/reorder-link';
import type { LineQuote } from '#shared/schemas/regions';
import { paths } from '#client/config/paths.ts';
import { quoteForCart, type QuotedPlace } from '#client/features/pricing/quote-for-cart.ts';

/**
 * A reorder reminder's link (`/?reorder=<tonnes>&postcode=<postcode>`): the postcode is
 * checked as the price check does, so the region and the server's price for this shopper are
 * today's, and the caller is handed them to fill the cart. The address is tidied at once, so a
 * reload adds nothing.
 */
export function useReorderLink(
  onReorder: (place: QuotedPlace, tonnes: number, quote: LineQuote, fromOrderId?: number) => void,
): void {
  const reorder = useEffectEvent(onReorder);

  useEffect(() => {
    const asked = reorderRequestOf(window.location.search);
    if (!asked) return;
    window.history.replaceState(window.history.state, '', paths.home);
    // The price check takes the postcode and tonnes only: the order it repeats is checkout's.
    void quoteForCart({ postcode: asked.postcode, tonnes: asked.tonnes }).then((quoted) => {
      if (quoted) reorder(quoted.place, asked.tonnes, quoted.quote, asked.fromOrderId);
    });
  }, []);
}
