import { useEffect, useEffectEvent } from 'react';

import { reorderRequestOf } from '#shared/reorder-link';
import type { LineQuote } from '#shared/schemas/regions';
import { toast } from '#client/components/ui/use-toast.ts';
import { paths } from '#client/config/paths.ts';
import { validatePostcode } from '#client/features/pricing/api/validate-postcode.ts';
import { postcodeMessages } from '#client/features/pricing/postcode-messages.ts';

/**
 * A reorder reminder's link (`/?reorder=<tonnes>&postcode=<postcode>`): the postcode is
 * checked as the price check does, so the region and the server's price for this shopper are
 * today's, and the caller is handed them to fill the cart. The address is tidied at once, so a
 * reload adds nothing.
 */
export function useReorderLink(
  onReorder: (
    checked: { region: string; postcode: string },
    tonnes: number,
    quote: LineQuote,
  ) => void,
): void {
  const reorder = useEffectEvent(onReorder);

  useEffect(() => {
    const asked = reorderRequestOf(window.location.search);
    if (!asked) return;
    window.history.replaceState(window.history.state, '', paths.home);
    validatePostcode(asked)
      .then((result) => {
        if (!result.valid)
          toast({
            title: 'Delivery not available',
            description: result.message || postcodeMessages.invalidFallback,
            variant: 'destructive',
          });
        // Asked with tonnes, a valid answer carries their price for this shopper.
        else if (result.quote) {
          const checked = { region: result.region.name, postcode: result.postcode };
          reorder(checked, asked.tonnes, result.quote);
        }
      })
      .catch(() =>
        toast({
          title: 'Error',
          description: postcodeMessages.requestFailed,
          variant: 'destructive',
        }),
      );
  }, []);
}
