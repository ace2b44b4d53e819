import { useEffect, useEffectEvent } from 'react';

import type { LineQuote } from '#shared/schemas/regions';
import { paths } from '#client/config/paths.ts';
import { quoteForCart, type QuotedPlace } from '#client/features/pricing/quote-for-cart.ts';

/**
 * A reorder reminder's link (`/?reorder=<tonnes>&postcode=<postcode>`): the postcode is
 * checked as the price check does, so the region and the server's price for this shopper are
 * today's, and the caller is handed them, with the checkout to go on to, to fill the cart.
 * The address is tidied at once, so a reload adds nothing.
 */
export function useReorderLink(
  onReorder: (place: QuotedPlace, tonnes: number, quote: LineQuote, checkoutPath: string) => void,
): void {
  const reorder = useEffectEvent(onReorder);

  useEffect(() => {
    const { search } = window.location;
    // Only a link with a query can be one: reading it is loaded for those alone.
    if (!search) return;
    void import('#shared/reorder-link').then(async ({ checkoutFromPath, reorderRequestOf }) => {
      const asked = reorderRequestOf(search);
      if (!asked) return;
      window.history.replaceState(window.history.state, '', paths.home);
      // The price check takes the postcode and tonnes only: the order it repeats is checkout's.
      const quoted = await quoteForCart({ postcode: asked.postcode, tonnes: asked.tonnes });
      if (!quoted) return;
      const checkout = asked.fromOrderId
        ? checkoutFromPath(paths.checkout, asked.fromOrderId)
        : paths.checkout;
      reorder(quoted.place, asked.tonnes, quoted.quote, checkout);
    });
  }, []);
}
