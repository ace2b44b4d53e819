import { formatGBP, parsePounds, type Pence } from '#domain/money';
import type { PostcodeValidationResult } from '#shared/schemas/regions';
import { checkoutMessages as msg } from '#client/features/checkout/checkout-messages.ts';

/**
 * What checkout makes of its delivery postcode against the cart's region:
 * - `same`: the cart is priced for that region, nothing to say;
 * - `switch`: another region the shop serves, whose price (for this shopper and the cart's
 *   tonnes, from the server) the cart can be moved to;
 * - `unserved`: a region the shop does not deliver to now, with the server's message;
 * - `unknown`: no answer yet, or not a postcode we know (placing the order says why).
 */
export type RegionSwitch =
  | { kind: 'same' }
  | { kind: 'switch'; region: string; postcode: string; unitPricePence: Pence }
  | { kind: 'unserved'; message: string }
  | { kind: 'unknown' };

export function regionSwitchFor(
  cartRegion: string,
  result: PostcodeValidationResult | undefined,
): RegionSwitch {
  if (!result) return { kind: 'unknown' };
  if (!result.valid) {
    return 'regionDisabled' in result
      ? { kind: 'unserved', message: result.message }
      : { kind: 'unknown' };
  }
  if (result.region.name === cartRegion) return { kind: 'same' };
  if (!result.quote) return { kind: 'unknown' };
  return {
    kind: 'switch',
    region: result.region.name,
    postcode: result.postcode,
    unitPricePence: parsePounds(result.quote.unitPrice),
  };
}

/** The delivery postcode's problem to show on its field, or null when it has none. */
export function regionProblem(cartRegion: string, offer: RegionSwitch): string | null {
  if (offer.kind === 'switch') return msg.postcodeWrongRegion(cartRegion);
  if (offer.kind === 'unserved') return offer.message;
  return null;
}

/** The button's words: 'Update my cart to York: £289.00 per tonne'. */
export function regionSwitchLabel(region: string, unitPricePence: Pence): string {
  return `Update my cart to ${region}: ${formatGBP(unitPricePence)} per tonne`;
}
