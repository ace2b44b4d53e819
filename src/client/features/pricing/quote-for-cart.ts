import type { LineQuote } from '#shared/schemas/regions';
import { toast } from '#client/components/ui/use-toast.ts';
import { validatePostcode } from '#client/features/pricing/api/validate-postcode.ts';
import { postcodeMessages } from '#client/features/pricing/postcode-messages.ts';

/** A cart line's place as the server named it: its region and the tidied postcode. */
export interface QuotedPlace {
  region: string;
  postcode: string;
}

/**
 * The server's price for these tonnes delivered to this postcode, for whoever is signed in:
 * what a cart line is made from, never an estimate of the browser's. When the shop does not
 * deliver there (or no longer does), or the check fails, the shopper is told why and the
 * answer is null.
 */
export async function quoteForCart(request: {
  postcode: string;
  tonnes: number;
}): Promise<{ place: QuotedPlace; quote: LineQuote } | null> {
  let result;
  try {
    result = await validatePostcode(request);
  } catch {
    result = null;
  }
  if (result && !result.valid) {
    toast({
      title: 'Delivery not available',
      description: result.message || postcodeMessages.invalidFallback,
      variant: 'destructive',
    });
    return null;
  }
  // Asked with tonnes, a valid answer carries their price for this shopper.
  if (!result?.quote) {
    toast({ title: 'Error', description: postcodeMessages.requestFailed, variant: 'destructive' });
    return null;
  }
  return { place: { region: result.region.name, postcode: result.postcode }, quote: result.quote };
}
