import { useEffect, useEffectEvent } from 'react';

import { reorderRequestOf } from '#shared/reorder-link';
import type { Region } from '#shared/schemas/regions';
import { toast } from '#client/components/ui/use-toast.ts';
import { paths } from '#client/config/paths.ts';
import { validatePostcode } from '#client/features/pricing/api/validate-postcode.ts';
import { postcodeMessages } from '#client/features/pricing/postcode-messages.ts';

/**
 * A reorder reminder's link (`/?reorder=<tonnes>&postcode=<postcode>`): the postcode is
 * checked as the price check does, so the region and its prices are today's, and the caller
 * is handed them to fill the cart. The address is tidied at once, so a reload adds nothing.
 */
export function useReorderLink(onReorder: (region: Region, tonnes: number) => void): void {
  const reorder = useEffectEvent(onReorder);

  useEffect(() => {
    const asked = reorderRequestOf(window.location.search);
    if (!asked) return;
    window.history.replaceState(window.history.state, '', paths.home);
    validatePostcode(asked)
      .then((result) => {
        if (result.valid) reorder(result.region, asked.tonnes);
        else
          toast({
            title: 'Delivery not available',
            description: result.message || postcodeMessages.invalidFallback,
            variant: 'destructive',
          });
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
