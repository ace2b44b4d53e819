import type { Pence } from '#domain/money';
import {
  customPricingState,
  priceOrder,
  type CustomPricing,
  type PricedOrder,
} from '#domain/pricing';
import type { VatRate } from '#domain/vat';

/** What checkout needs of a cart line (the cart's items have this shape). */
export interface CheckoutLine {
  id: string;
  name: string;
  region: string;
  quantity: number;
  unitPricePence: Pence;
}

/**
 * The lines at the price the server will charge this shopper: a signed-in customer's active
 * custom price replaces the price each line was added at, for every quantity (spec section 4).
 * An expired custom price is ignored, as the server ignores it.
 */
export function withCustomPrice<L extends CheckoutLine>(
  lines: readonly L[],
  customPricing: CustomPricing | null,
  now: Date = new Date(),
): readonly L[] {
  if (customPricing?.customPricePence == null) return lines;
  if (customPricingState(customPricing, now) !== 'active') return lines;
  const unitPricePence = customPricing.customPricePence;
  return lines.map((line) => ({ ...line, unitPricePence }));
}

/** The order's figures at the customer's VAT rate, by the one pricing rule (#domain/pricing). */
export function priceCheckout(
  lines: readonly CheckoutLine[],
  vatRate: VatRate,
): PricedOrder<CheckoutLine & { tonnes: number }> {
  return priceOrder({ lines: lines.map((line) => ({ ...line, tonnes: line.quantity })), vatRate });
}
